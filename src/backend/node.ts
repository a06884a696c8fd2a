import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Vitest (MSW in Node). */
export const server = setupServer(...handlers);
