import { List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';

const NOTE_IDS: Record<string, string> = {
  'background-unavailable': 'generator.notes.backgroundUnavailable',
  'not-possible': 'generator.notes.notPossible',
  'negative-prompt-unused': 'generator.notes.negativeUnused',
};
const noteId = (code: string) => NOTE_IDS[code] ?? 'generator.notes.notPossible';
const MOODS = ['warm', 'cool', 'neutral', 'dramatic', 'bright'];

interface PromptReadingProps {
  honoured: { background: string | null; mood: string | null };
  notes: { code: string; clause: string | null }[];
}

/** What the local engine took from the prompt (background, mood) and what it could not do, in the UI language. */
export function PromptReading({ honoured, notes }: PromptReadingProps) {
  const took = honoured.background || honoured.mood;
  if (!took && notes.length === 0) return null;
  return (
    <FormAlert status="info" title={<FormattedMessage id="generator.reading.title" />}>
      <Stack gap="1" data-testid="prompt-reading">
        {honoured.background && (
          <Text>
            <FormattedMessage id="generator.reading.background" values={{ value: <Text as="q" fontWeight="semibold">{honoured.background}</Text> }} />
          </Text>
        )}
        {honoured.mood && (
          <Text>
            <FormattedMessage
              id="generator.reading.mood"
              values={{
                value: (
                  <Text as="span" fontWeight="semibold">
                    {MOODS.includes(honoured.mood) ? <FormattedMessage id={`generator.mood.${honoured.mood}`} /> : honoured.mood}
                  </Text>
                ),
              }}
            />
          </Text>
        )}
        {notes.length > 0 && (
          <List.Root ps="4" gap="0.5" data-testid="prompt-notes">
            {notes.map((note, i) => (
              <List.Item key={i}>
                {note.clause ? (
                  <FormattedMessage
                    id="generator.notes.withClause"
                    values={{ clause: <Text as="q" fontWeight="semibold">{note.clause}</Text>, note: <FormattedMessage id={noteId(note.code)} /> }}
                  />
                ) : (
                  <FormattedMessage id={noteId(note.code)} />
                )}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </FormAlert>
  );
}
