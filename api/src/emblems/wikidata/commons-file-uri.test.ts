import { describe, expect, it } from 'vitest';
import { commonsFileUri, isCommonsFileUri, isWikimediaRedirect } from './commons-file-uri';

const FILE_PATH = 'https://commons.wikimedia.org/wiki/Special:FilePath/';

describe('commonsFileUri', () => {
  it('builds the thumbnail address of a logo file', () => {
    expect(commonsFileUri('Logo fc winterthur.svg')).toBe(`${FILE_PATH}Logo_fc_winterthur.svg?width=256`);
    expect(commonsFileUri('FC Zürich (Logo).png')).toBe(`${FILE_PATH}FC_Z%C3%BCrich_(Logo).png?width=256`);
    expect(commonsFileUri('Wappen & Co.JPG')).toBe(`${FILE_PATH}Wappen_%26_Co.JPG?width=256`);
  });

  it.each([
    ['a TIFF', 'Wappen.tif'],
    ['a PDF', 'Wappen.pdf'],
    ['no extension', 'Wappen'],
    ['a slash', '../../w/index.php.png'],
    ['a colon', 'File:Wappen.png'],
    ['a query', 'Wappen.png?action=raw&x=.png'],
    ['a percent sign', 'Wappen%2F.png'],
    ['a control character', 'Wap\npen.png'],
    ['a leading dot', '.htaccess.png'],
    ['an empty name', ''],
    ['an overlong name', `${'a'.repeat(300)}.png`],
  ])('refuses %s', (_what, name) => {
    expect(commonsFileUri(name)).toBeNull();
  });
});

describe('isCommonsFileUri', () => {
  it('accepts exactly what commonsFileUri builds', () => {
    for (const name of ['Logo fc winterthur.svg', 'FC Zürich (Logo).png', 'Wappen & Co.JPG']) {
      expect(isCommonsFileUri(commonsFileUri(name) ?? '')).toBe(true);
    }
  });

  it.each([
    ['http instead of https', 'http://commons.wikimedia.org/wiki/Special:FilePath/Logo.svg?width=256'],
    ['another host', 'https://evil.example/wiki/Special:FilePath/Logo.svg?width=256'],
    [
      'a look-alike host',
      'https://commons.wikimedia.org.evil.example/wiki/Special:FilePath/Logo.svg?width=256',
    ],
    ['userinfo', 'https://commons.wikimedia.org@evil.example/wiki/Special:FilePath/Logo.svg?width=256'],
    ['a port', 'https://commons.wikimedia.org:8443/wiki/Special:FilePath/Logo.svg?width=256'],
    ['upload host directly', 'https://upload.wikimedia.org/wikipedia/commons/a/a1/Logo.svg'],
    ['another path', 'https://commons.wikimedia.org/wiki/File:Logo.svg?width=256'],
    ['the raw SVG (no thumbnail)', `${FILE_PATH}Logo.svg`],
    ['another width', `${FILE_PATH}Logo.svg?width=4096`],
    ['an extra parameter', `${FILE_PATH}Logo.svg?width=256&action=raw`],
    ['a fragment', `${FILE_PATH}Logo.svg?width=256#x`],
    ['an encoded slash', `${FILE_PATH}..%2F..%2Fw%2Fapi.php%3F.png?width=256`],
    ['a second segment', `${FILE_PATH}a/Logo.svg?width=256`],
    ['spaces instead of underscores', `${FILE_PATH}Logo fc.svg?width=256`],
    ['lower-case escapes', `${FILE_PATH}FC_Z%c3%bcrich.png?width=256`],
    ['broken escapes', `${FILE_PATH}Logo%E0%A4%A.png?width=256`],
    ['a javascript URI', 'javascript:alert(1)//.png?width=256'],
    ['a data URI', 'data:image/png;base64,iVBORw0KGgo='],
    ['a file URI', 'file:///etc/passwd'],
    ['a loopback address', 'http://127.0.0.1/wiki/Special:FilePath/Logo.svg?width=256'],
    ['an empty string', ''],
  ])('refuses %s', (_what, uri) => {
    expect(isCommonsFileUri(uri)).toBe(false);
  });
});

describe('isWikimediaRedirect', () => {
  it('follows the thumbnail redirect to upload.wikimedia.org only', () => {
    const ok = 'https://upload.wikimedia.org/wikipedia/commons/thumb/a/a1/Logo.svg/256px-Logo.svg.png';
    expect(isWikimediaRedirect(new URL(ok))).toBe(true);
    for (const bad of [
      'http://upload.wikimedia.org/x.png',
      'https://evil.example/x.png',
      'https://upload.wikimedia.org:444/x.png',
      'https://user:pw@upload.wikimedia.org/x.png',
      'http://127.0.0.1/x.png',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      expect(isWikimediaRedirect(new URL(bad))).toBe(false);
    }
  });
});
