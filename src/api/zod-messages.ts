import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini sets no message locale (classic zod registers English when it creates its first schema):
// without this, every issue would read "Invalid input", and so would the contract errors that name
// the field and the problem ("unexpected answer from the server at 1.title (Invalid input: expected
// string, received number)"). Imported by every schema module, with the schemas' own chunk.
config(en());
