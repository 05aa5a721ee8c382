/**
 * The one text an IMAGE field takes: the picture is removed. A new picture arrives as a file part of the
 * same name; an IMAGE field left out keeps the current one.
 */
export const NO_IMAGE = 'none';
