/** The server's unhandled exception (answered as the HTML 500 page). */
export class LakServerError extends Error {
  override name = 'LakServerError';
}
