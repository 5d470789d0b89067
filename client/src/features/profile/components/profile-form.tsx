import { Button, chakra, Field } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormStack } from '../../../components/ui/form-stack';
import { FormField } from '../../../components/ui/form-field';
import { languageCodes, languages, type LanguageCode } from '../../../config/languages';
import { toaster } from '../../../lib/toaster';
import { useLanguage } from '../../../app/language-context';
import type { SessionUser } from '../../auth';
import { UpdateProfileMutation } from '../api/update-profile';

/** Profile tab: full name, marketing opt-in and preferred language via GraphQL updateProfile. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const [update, { loading }] = useMutation(UpdateProfileMutation);
  const [fullName, setFullName] = useState(user.fullName);
  const [marketingOptIn, setMarketingOptIn] = useState(user.marketingOptIn);
  const [locale, setLocale] = useState<LanguageCode>(user.locale === 'pl' || user.locale === 'en' ? user.locale : code);
  const [nameError, setNameError] = useState<string>();
  const t = (id: string) => intl.formatMessage({ id });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(fullName.trim() ? undefined : t('auth.validation.nameRequired'));
    if (!fullName.trim()) return;
    try {
      const { data } = await update({ variables: { input: { fullName: fullName.trim(), marketingOptIn, locale } } });
      const result = data?.updateProfile;
      // The answer's user lands in the cache, which is where the session keeps the user.
      if (result?.__typename === 'UpdateProfileSuccess') {
        toaster.create({ type: 'success', title: t('account.profileForm.saved') });
        return;
      }
      const id = result && 'code' in result ? `errors.${result.code}` : 'errors.PROFILE_UPDATE_FAILED';
      toaster.create({ type: 'error', title: t(intl.messages[id] ? id : 'errors.PROFILE_UPDATE_FAILED') });
    } catch {
      toaster.create({ type: 'error', title: t('errors.PROFILE_UPDATE_FAILED') });
    }
  };

  return (
    <FormStack maxW="md" onSubmit={onSubmit}>
      <FormField name="email" type="email" label={t('auth.fields.email')} value={user.email} readOnly disabled />
      <FormField name="fullName" autoComplete="name" label={t('auth.fields.fullName')} value={fullName} onChange={(e) => setFullName(e.currentTarget.value)} error={nameError} required />
      <Field.Root id="locale">
        <Field.Label>{t('account.profileForm.language')}</Field.Label>
        <chakra.select id="locale" name="locale" value={locale} onChange={(e) => setLocale(e.currentTarget.value as LanguageCode)} borderWidth="1px" borderRadius="l2" px="3" h="10" w="full" bg="bg" textStyle="sm">
          {languageCodes.map((lang) => (
            <option key={lang} value={lang}>{languages[lang].nativeName}</option>
          ))}
        </chakra.select>
      </Field.Root>
      <CheckboxField name="marketingOptIn" checked={marketingOptIn} onChange={setMarketingOptIn} label={t('account.profileForm.marketingOptIn')} />
      <Button type="submit" loading={loading} alignSelf="start">
        <FormattedMessage id="account.profileForm.save" />
      </Button>
    </FormStack>
  );
}
