import { passwordMinLength } from '../../config/pricing';

export interface RegisterValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  marketingOptIn: boolean;
}

export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'auth.validation.emailRequired';
  if (!emailPattern.test(email.trim())) return 'auth.validation.emailInvalid';
  return undefined;
}

export function validatePassword(password: string): string | undefined {
  return password.length < passwordMinLength ? 'auth.validation.passwordTooShort' : undefined;
}

/** Registration rules of spec §5; values are message ids. */
export function validateRegister(v: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (!v.fullName.trim() && !v.email.trim() && !v.password && !v.confirmPassword) {
    return { form: 'auth.validation.allFieldsRequired' };
  }
  if (!v.fullName.trim()) errors.fullName = 'auth.validation.nameRequired';
  const email = validateEmail(v.email);
  if (email) errors.email = email;
  const password = validatePassword(v.password);
  if (password) errors.password = password;
  if (!v.confirmPassword) errors.confirmPassword = 'auth.validation.allFieldsRequired';
  else if (v.password !== v.confirmPassword) errors.confirmPassword = 'auth.validation.passwordsDoNotMatch';
  if (!v.acceptTerms) errors.acceptTerms = 'auth.validation.termsRequired';
  return errors;
}

export function validateLogin(v: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  if (!v.email.trim() && !v.password) return { form: 'auth.validation.allFieldsRequired' };
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = validateEmail(v.email);
  if (email) errors.email = email;
  if (!v.password) errors.password = 'auth.validation.passwordRequired';
  return errors;
}

export function validateNewPassword(password: string, confirmPassword: string): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  const p = validatePassword(password);
  if (p) errors.password = p;
  if (password !== confirmPassword) errors.confirmPassword = 'auth.validation.passwordsDoNotMatch';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
