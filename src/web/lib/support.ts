/**
 * Where customers write when something goes wrong. There is no config endpoint, so this mirrors
 * the server's default SUPPORT_EMAIL; change both together.
 */
export const SUPPORT_EMAIL = 'support@w1wholesale.test';
