import { describe, expect, it } from 'vitest';
import { SourceMapGenerator } from 'source-map-js';
import { areaOf, attributeFile } from '../../scripts/bench-attribution';

describe('the bench’s attribution of built bytes to source areas', () => {
  it('names the project’s areas and the packages, wherever the map puts them', () => {
    expect(areaOf('../../src/kyc/ui/manual/manual-upload-service.ts')).toBe('src/kyc');
    expect(areaOf('../../src/main.tsx')).toBe('src/main.tsx');
    expect(areaOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('node_modules/react-dom');
    expect(areaOf('../../node_modules/@inversifyjs/core/lib/index.js')).toBe('node_modules/@inversifyjs/core');
    expect(areaOf('../../node_modules/some-lib/src/util/x.js')).toBe('node_modules/some-lib');
    expect(areaOf(null)).toBe('(bundler glue)');
  });

  it('shares a file’s gzip bytes out by the characters each source generated', () => {
    // One line: 30 characters from src/kyc, then 10 from src/wallet; a second line of 20 from mobx.
    const code = `${'k'.repeat(30)}${'w'.repeat(10)}\n${'m'.repeat(20)}`;
    const map = new SourceMapGenerator({ file: 'a.js' });
    map.addMapping({ generated: { line: 1, column: 0 }, original: { line: 1, column: 0 }, source: '../../src/kyc/a.ts' });
    map.addMapping({ generated: { line: 1, column: 30 }, original: { line: 1, column: 0 }, source: '../../src/wallet/b.ts' });
    map.addMapping({ generated: { line: 2, column: 0 }, original: { line: 1, column: 0 }, source: '../../node_modules/mobx/dist/mobx.js' });
    const shares = attributeFile('assets/a.js', code, 600, JSON.parse(map.toString()));
    expect(Object.fromEntries(shares)).toEqual({ 'src/kyc': 300, 'src/wallet': 100, 'node_modules/mobx': 200 });
  });

  it('counts a file without a map whole, under its own name', () => {
    expect(Object.fromEntries(attributeFile('assets/stamp.js', 'x', 42, undefined))).toEqual({ '(no source map) assets/stamp.js': 42 });
  });
});
