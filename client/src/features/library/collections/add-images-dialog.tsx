import { Button, CloseButton, Dialog, Portal, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fullOnPhone } from '../grid/full-on-phone';
import { ImagePicker } from './image-picker';

type Source = 'favorites' | 'photos';

interface AddImagesDialogProps {
  open: boolean;
  /** Images already in the collection: shown as such, not selectable. */
  present: ReadonlySet<string>;
  adding: boolean;
  onClose: () => void;
  onAdd: (ids: string[]) => Promise<boolean>;
}

/** Picks images from favorites or my photos to add to a collection. */
export function AddImagesDialog({ open, present, adding, onClose, onAdd }: AddImagesDialogProps) {
  const intl = useIntl();
  const [source, setSource] = useState<Source>('favorites');
  const [picked, setPicked] = useState<string[]>([]);
  // Every opening starts with nothing picked (adjusted while rendering the opened dialog, not in an effect after it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPicked([]);
  }

  const toggle = (id: string) => setPicked((prev) => (prev.includes(id) ? prev.filter((p) => p !== id) : [...prev, id]));
  const add = async () => {
    if (await onAdd(picked)) onClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...fullOnPhone('2xl')}>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="collections.add.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root value={source} onValueChange={(e) => setSource(e.value as Source)} size="sm" lazyMount>
                <Tabs.List>
                  <Tabs.Trigger value="favorites">
                    <FormattedMessage id="favorites.tabs.favorites" />
                  </Tabs.Trigger>
                  <Tabs.Trigger value="photos">
                    <FormattedMessage id="screens.myPhotos.title" />
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="favorites">
                  <ImagePicker source="favorites" present={present} picked={picked} onToggle={toggle} />
                </Tabs.Content>
                <Tabs.Content value="photos">
                  <ImagePicker source="photos" present={present} picked={picked} onToggle={toggle} />
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={adding}>
                <FormattedMessage id="library.dialog.cancel" />
              </Button>
              <Button disabled={picked.length === 0} loading={adding} onClick={() => void add()}>
                <FormattedMessage id="collections.add.submit" values={{ count: picked.length }} />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.dialog.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
