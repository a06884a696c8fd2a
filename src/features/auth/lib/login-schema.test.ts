import { schemaErrors } from '@/lib/form/schema';
import { loginSchema } from './login-schema';

const validateLogin = (email: string, password: string) => schemaErrors(loginSchema, { email, password });

describe('loginSchema', () => {
  it('asks for both fields when both are empty', () => {
    expect(validateLogin('', '')).toEqual({ email: 'Please enter your email.', password: 'Please enter your password.' });
  });

  it('treats an email of spaces as empty but keeps a password of spaces', () => {
    expect(validateLogin('   ', ' ')).toEqual({ email: 'Please enter your email.' });
  });

  it('passes filled-in fields', () => {
    expect(validateLogin('demo@example.org', 'demo1234')).toEqual({});
  });
});
