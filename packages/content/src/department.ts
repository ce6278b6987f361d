/**
 * The two care departments, in one vocabulary everywhere: the routes, the content, the design
 * system and the database, whose `registrations.registration_type` stores these same words
 * (`registrationTypes` of @ankerlicht/registration; its registration-type.test.ts keeps the two
 * equal). Dutch words for a department belong in URLs (/volwassenen, /kind-jeugd) and in the
 * text a visitor reads, never in keys.
 */
export const departments = ['adults', 'children'] as const;
export type Department = (typeof departments)[number];
