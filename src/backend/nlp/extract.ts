/** The algorithm names the server accepts are the client's own list (api-contract 5.1). */
export { EXTRACTION_ALGORITHMS as ALGORITHMS, type ExtractionAlgorithm as Algorithm } from '@/api/user/demo-algorithms';
