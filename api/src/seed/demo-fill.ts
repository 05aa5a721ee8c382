/** Fills `{name}` placeholders of the demo texts; a missing value is a bug in the generator, not in the data. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {${key}} in "${template.slice(0, 40)}…"`);
    return value;
  });
}

/** Swiss texts are written with 'ss'; a stray 'ß' from shared data is turned into Swiss spelling. */
export function swissSpelling(text: string): string {
  return text.replaceAll('ß', 'ss');
}
