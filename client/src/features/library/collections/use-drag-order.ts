import type { BoxProps } from '@chakra-ui/react';
import { useState, type DragEvent } from 'react';

/**
 * Native HTML5 drag and drop over a list of tiles: drop a tile on another to put it in that place. Keyboard and
 * touch users have the move buttons instead.
 */
export function useDragOrder(ids: string[], move: (from: number, to: number) => void, enabled: boolean) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const reset = () => {
    setDragged(null);
    setOver(null);
  };

  return (id: string): Omit<BoxProps, 'children'> => {
    if (!enabled) return {};
    return {
      draggable: true,
      cursor: 'grab',
      opacity: dragged === id ? 0.4 : 1,
      outline: over === id && dragged !== id ? '3px dashed' : undefined,
      outlineColor: 'blue.solid',
      outlineOffset: '2px',
      'data-drop-target': over === id && dragged !== id ? 'true' : undefined,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        setDragged(id);
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== id) setOver(id);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const source = dragged ?? event.dataTransfer.getData('text/plain');
        const from = ids.indexOf(source);
        const to = ids.indexOf(id);
        if (from !== -1 && to !== -1) move(from, to);
        reset();
      },
      onDragEnd: reset,
    } as Omit<BoxProps, 'children'>;
  };
}
