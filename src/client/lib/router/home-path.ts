/** The start screen's path: the route table, the redirect from "/" and the not-found screen's way home all name it. */
export const homePath = '/home';
