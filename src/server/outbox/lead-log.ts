// Where the outbox's lines go: npm start passes its pino logger; without one, the console.
/** Where a lead's one line goes: pino's shape (npm start passes its logger), or the console's. */
export interface LeadLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const consoleLog: LeadLog = {
  info: (_fields, message) => console.log(message),
  warn: (_fields, message) => console.warn(message),
  error: (fields, message) => console.error(message, fields),
};
