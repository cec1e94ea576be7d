/** Whether `s` is a UUID in its canonical 8-4-4-4-12 hex form (any case): the shape of every Sextant id. */
export const isUuid = (s: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
