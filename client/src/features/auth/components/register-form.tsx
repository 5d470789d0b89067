import { Button } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { AppLink } from '../../../components/ui/app-link';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormStack } from '../../../components/ui/form-stack';
import { FormField } from '../../../components/ui/form-field';
import { useAuth, type RegisterOutcome } from '../auth-context';
import { registerErrorMessage } from '../auth-errors';
import { useErrorText } from '../use-error-text';
import { hasErrors, validateRegister, type FieldErrors, type RegisterValues } from '../validation';

type TextField = 'fullName' | 'email' | 'password' | 'confirmPassword';

const fields: { name: TextField; type: string; autoComplete: string; label: string; helper?: string }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name', label: 'auth.fields.fullName' },
  { name: 'email', type: 'email', autoComplete: 'email', label: 'auth.fields.email' },
  { name: 'password', type: 'password', autoComplete: 'new-password', label: 'auth.fields.password', helper: 'auth.fields.passwordHint' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password', label: 'auth.fields.confirmPassword' },
];

const empty: RegisterValues = { fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false, marketingOptIn: false };

export function RegisterForm({ onDone }: { onDone: (outcome: RegisterOutcome) => void }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const errorText = useErrorText();
  const { register } = useAuth();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (id?: string) => (id ? intl.formatMessage({ id }) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const { fullName, email, password, marketingOptIn } = values;
      onDone(await register({ fullName: fullName.trim(), email: email.trim(), password, marketingOptIn, locale: code }));
    } catch (error) {
      setServerError(errorText(registerErrorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  const link = (screen: 'termsOfService' | 'privacyPolicy') => (chunks: ReactNode[]) => (
    <AppLink screen={screen} target="_blank" colorPalette="blue" textDecoration="underline">
      {chunks}
    </AppLink>
  );

  return (
    <FormStack onSubmit={onSubmit}>
      {(errors.form || serverError) && <FormAlert>{t(errors.form) ?? serverError}</FormAlert>}
      {fields.map((f) => (
        <FormField
          key={f.name}
          name={f.name}
          type={f.type}
          autoComplete={f.autoComplete}
          label={t(f.label)}
          helper={t(f.helper)}
          value={values[f.name]}
          onChange={(e) => {
            // Read the value now: React runs the updater later, when currentTarget is already null.
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, [f.name]: value }));
          }}
          error={t(errors[f.name])}
          required
        />
      ))}
      <CheckboxField
        name="acceptTerms"
        checked={values.acceptTerms}
        onChange={(acceptTerms) => setValues((v) => ({ ...v, acceptTerms }))}
        error={t(errors.acceptTerms)}
        label={<FormattedMessage id="auth.register.acceptTerms" values={{ terms: link('termsOfService'), privacy: link('privacyPolicy') }} />}
      />
      <CheckboxField
        name="marketingOptIn"
        checked={values.marketingOptIn}
        onChange={(marketingOptIn) => setValues((v) => ({ ...v, marketingOptIn }))}
        label={<FormattedMessage id="auth.register.marketingOptIn" />}
      />
      <Button type="submit" loading={busy}>
        <FormattedMessage id="auth.register.submit" />
      </Button>
    </FormStack>
  );
}
