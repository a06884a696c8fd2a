import { schemaErrors } from '@/lib/form/schema';
import { BLUESKY } from '@/config/social';
import { registerSchema } from './register-schema';

const validateRegister = (form: typeof FILLED, network = registerSchema()) => schemaErrors(network, form);

const FILLED = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', password: 'engine42', author_id: '', twitter_account_id: '' };

describe('registerSchema', () => {
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

  it("refuses an author id or a handle that cannot be read, with the parser's message, for the network at hand", () => {
    const errors = validateRegister({ ...FILLED, author_id: 'not an id', twitter_account_id: 'two words' }, registerSchema(BLUESKY));
    expect(Object.keys(errors).sort()).toEqual(['author_id', 'twitter_account_id']);
    expect(errors.author_id).toMatch(/\S/);
  });
});
