export { userHandlers } from './user/index';
