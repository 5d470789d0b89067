import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { localizePath } from '../../../config/routes';
import { toaster } from '../../../lib/toaster';
import { useAuth } from '../../auth';
import { DeleteAccountMutation } from '../api/delete-account';

/** The refusals worded here; anything else is "could not be deleted". */
const REFUSALS: Record<string, string> = {
  TEAM_HANDOVER_REQUIRED: 'profile.deleteAccount.teamHandover',
  RATE_LIMITED: 'profile.deleteAccount.rateLimited',
};

/**
 * The password and the typed word (DELETE / USUŃ) that confirm the deletion. Once the server has it, the session is
 * over: the user is signed out here and lands on the public home page, told that the account is gone.
 */
export function DeleteAccountForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { code } = useLanguage();
  const { logout } = useAuth();
  const [remove, { loading }] = useMutation(DeleteAccountMutation);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const phrase = t('profile.deleteAccount.phrase');
  const confirmed = typed.trim().toLocaleUpperCase(code) === phrase;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(password ? undefined : t('profile.deleteAccount.passwordRequired'));
    setFailure(undefined);
    if (!password || !confirmed) return;
    try {
      const { data } = await remove({ variables: { input: { password } } });
      const result = data?.deleteAccount;
      if (result?.__typename === 'DeleteAccountSuccess') {
        await logout();
        navigate(localizePath('landing', code));
        toaster.create({ type: 'success', title: t('profile.deleteAccount.done'), description: t('profile.deleteAccount.doneDetail'), duration: 15_000 });
        return;
      }
      if (result?.__typename === 'WrongPasswordError') return setPasswordError(t('profile.deleteAccount.wrongPassword'));
      const teams = result?.__typename === 'TeamHandoverRequiredError' ? result.teams.map((team) => team.name).join(', ') : '';
      const id = result && 'code' in result ? REFUSALS[result.code] : undefined;
      setFailure(t(id ?? 'profile.deleteAccount.failed', { team: teams }));
    } catch {
      setFailure(t('profile.deleteAccount.failed'));
    }
  };

  return (
    <FormStack maxW="md" onSubmit={onSubmit} aria-label={t('profile.deleteAccount.title')}>
      <FormField
        name="deletePassword"
        type="password"
        autoComplete="current-password"
        label={t('profile.deleteAccount.password')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={passwordError}
        required
      />
      <FormField
        name="deleteConfirm"
        autoComplete="off"
        spellCheck={false}
        label={t('profile.deleteAccount.confirmLabel')}
        helper={t('profile.deleteAccount.confirmHelp')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        required
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" colorPalette="red" alignSelf="start" loading={loading} disabled={!confirmed}>
        <FormattedMessage id="profile.deleteAccount.submit" />
      </Button>
    </FormStack>
  );
}
