import { useIntl } from 'react-intl';

/** Spec §3: a model without a name shows as 'Your AI model' / 'Twój model AI'. */
export function useModelName(): (name: string | null | undefined) => string {
  const intl = useIntl();
  return (name) => name?.trim() || intl.formatMessage({ id: 'models.name.fallback' });
}
