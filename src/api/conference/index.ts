/** The conference (LAK) API client: one typed function per endpoint of api-contract section 6. */
export * from './constants';
export * from './conferences';
export * from './compare';
export * from './corpus';
export * from './corpus-version';
export * from './researchers';
export * from './schemas';
export * from './topics';
export * from './trends';
export { conferencePath, encodeConferenceTerm, pngDataUrl } from './url';
