import { Stack, Text } from '@chakra-ui/react';
import { parseJsonObject, showValue } from './format';

/** Before → after of an audit entry, one line per changed field ("creditsBalance: 5 → 15"). */
export function JsonChanges({ before, after }: { before: string | null | undefined; after: string | null | undefined }) {
  const [b, a] = [parseJsonObject(before) ?? {}, parseJsonObject(after) ?? {}];
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return null;
  return (
    <Stack gap="0" fontSize="xs" fontFamily="mono">
      {keys.map((k) => {
        const change = `${k}: ${showValue(b[k])} → ${showValue(a[k])}`;
        return (
          <Text key={k} overflowWrap="anywhere" data-testid="audit-change">
            {change}
          </Text>
        );
      })}
    </Stack>
  );
}

/** A JSON object as "key: value" lines (an entry's or an activity's details). */
export function JsonFields({ value }: { value: string | null | undefined }) {
  const fields = parseJsonObject(value);
  if (!fields || Object.keys(fields).length === 0) return null;
  return (
    <Stack gap="0" fontSize="xs" fontFamily="mono" color="fg.muted">
      {Object.entries(fields).map(([k, v]) => {
        const field = `${k}: ${showValue(v)}`;
        return (
          <Text key={k} overflowWrap="anywhere">
            {field}
          </Text>
        );
      })}
    </Stack>
  );
}
