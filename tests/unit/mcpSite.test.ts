import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {folderSite, safeRelativePath, SiteFileError, textOf, urlSite} from '@site/src/mcp/site';

describe("the MCP server's reading of a build (src/mcp/site.ts)", () => {
  let tmp: string;
  let build: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-site-'));
    build = path.join(tmp, 'build');
    fs.mkdirSync(path.join(build, 'a'), {recursive: true});
    fs.writeFileSync(path.join(build, 'index.html'), '<html></html>');
    fs.writeFileSync(path.join(build, 'a', 'page.md'), '# Page\n');
    fs.writeFileSync(path.join(tmp, 'secret.txt'), 'outside the build');
  });
  afterEach(() => fs.rmSync(tmp, {recursive: true, force: true}));

  it('reads a file of the build by its path', async () => {
    const site = await folderSite(build);
    expect(await site.readText('a/page.md')).toBe('# Page\n');
    expect(site.baseUrl).toBe(`file://${fs.realpathSync(build)}/`);
  });

  it('says how to get a build when the folder holds none', async () => {
    await expect(folderSite(path.join(tmp, 'nowhere'))).rejects.toThrow(
      /There is no build in .*nowhere: run "npm run build" first/,
    );
    fs.rmSync(path.join(build, 'index.html'));
    await expect(folderSite(build)).rejects.toThrow(/There is no build in/);
  });

  it('refuses paths that leave the site, in any form, before touching the disk', () => {
    for (const relative of [
      '../secret.txt',
      'a/../../secret.txt',
      '%2e%2e/secret.txt',
      '%252e%252e/secret.txt',
      'a/..%2f..%2fsecret.txt',
      '/etc/passwd',
      'C:/Windows/win.ini',
      'a\\..\\..\\secret.txt',
      'a//page.md',
      './a/page.md',
      'a/page.md\0',
      '',
    ]) {
      expect(() => safeRelativePath(relative)).toThrow(SiteFileError);
    }
    expect(safeRelativePath('a/page.md')).toBe('a/page.md');
  });

  it('does not follow a symbolic link out of the build', async () => {
    fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(build, 'a', 'link.md'));
    fs.symlinkSync(tmp, path.join(build, 'up'));
    const site = await folderSite(build);
    await expect(site.readText('a/link.md')).rejects.toThrow(
      /leads outside the build .* \(a symbolic link\); it is not read/,
    );
    await expect(site.readText('up/secret.txt')).rejects.toThrow(/leads outside the build/);
    // A link that stays inside is a file of the build like any other.
    fs.symlinkSync(path.join(build, 'a', 'page.md'), path.join(build, 'inside.md'));
    expect(await site.readText('inside.md')).toBe('# Page\n');
  });

  it('says a file is missing, and refuses folders and binary files', async () => {
    const site = await folderSite(build);
    await expect(site.read('a/none.md')).rejects.toMatchObject({
      missing: true,
      message: expect.stringMatching(/is not in the build/),
    });
    await expect(site.read('a')).rejects.toThrow(/is not a file of the build/);
    fs.writeFileSync(path.join(build, 'a', 'blob.md'), Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01]));
    await expect(site.readText('a/blob.md')).rejects.toThrow(/blob\.md is not a text file/);
    expect(() => textOf(Buffer.from([0xff, 0xfe, 0xfd]), 'x.md')).toThrow('x.md is not a text file.');
  });

  it('takes only http(s) site addresses without credentials, and adds the base path to an origin', () => {
    expect(urlSite('http://127.0.0.1:8080', '/docs/').baseUrl).toBe('http://127.0.0.1:8080/docs/');
    expect(urlSite('https://pipedream.com/docs?x=1#y', '/docs/').baseUrl).toBe('https://pipedream.com/docs/');
    expect(() => urlSite('file:///etc/', '/docs/')).toThrow(/is not an http or https address/);
    expect(() => urlSite('https://u:p@pipedream.com/docs/', '/docs/')).toThrow(/carries credentials/);
    expect(() => urlSite('not a url', '/docs/')).toThrow(/is not a URL/);
  });
});
