/** The request header that names the portal language: the account mails go out in it. */
export const LANGUAGE_HEADER = 'X-Foyer-Language';
