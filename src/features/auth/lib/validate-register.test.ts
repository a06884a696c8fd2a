import { validateRegister } from './validate-register';

const FILLED = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', password: 'engine42', author_id: '', twitter_account_id: '' };

describe('validateRegister', () => {
  it('passes a form with email and password, the optional fields left empty', () => {
    expect(validateRegister(FILLED)).toEqual({});
  });

  it('asks for the email and the password, treating spaces as empty', () => {
    expect(validateRegister({ ...FILLED, email: '  ', password: ' ' })).toEqual({
      email: 'Please enter your email.',
      password: 'Please enter a password.',
    });
  });

  it('allows a first name of 30 characters and refuses 31', () => {
    expect(validateRegister({ ...FILLED, first_name: 'a'.repeat(30) })).toEqual({});
    expect(validateRegister({ ...FILLED, first_name: 'a'.repeat(31) })).toEqual({ first_name: 'The first name can have at most 30 characters.' });
  });
});
