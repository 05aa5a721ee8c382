/**
 * German messages of the form rules; exact wording of the spec where it gives one (sections 5 and 8), but
 * for the typo of 'exisitiert' (README, "Spelling").
 */
export const MESSAGES = {
  required: (field: string) => `${field} ist ein Pflichtfeld.`,
  url: (field: string) => `${field} ist keine gültige URL`,
  email: (field: string) => `${field} ist keine gültige E-Mail-Adresse.`,
  phone: (field: string) => `${field} ist keine gültige Telefonnummer.`,
  min: (field: string, n: string) => `${field} muss mindestens ${n} Zeichen lang sein.`,
  max: (field: string, n: string) => `${field} darf höchstens ${n} Zeichen lang sein.`,
  number: (field: string) => `${field} muss eine Zahl sein.`,
  integer: (field: string) => `${field} muss eine ganze Zahl sein.`,
  between: (field: string, a: string, b: string) => `${field} muss zwischen ${a} und ${b} liegen.`,
  date: () => 'Kein gültiges Datum',
  same: () => 'Die Passwörter stimmen nicht überein.',
  unique: () => 'Dieser Wert existiert bereits.',
  option: (field: string) => `${field} enthält einen ungültigen Wert.`,
  childOf: (field: string) => `${field} passt nicht zur gewählten Funktion.`,
  genderFirst: () => 'Bitte wähle zuerst, ob es ein Männer- oder Frauenteam ist.',
  postcode: (field: string) => `${field} ist keine gültige Postleitzahl.`,
  accepted: () => 'Bitte akzeptiere die AGB und die Datenschutzerklärung.',
  invalid: (field: string) => `${field} ist ungültig.`,
  characters: (field: string) => `${field} enthält ungültige Zeichen.`,
} as const;
