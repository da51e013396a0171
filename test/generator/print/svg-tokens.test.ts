import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSvgTree } from '../../../draw/svg-tokens.ts';
import { cpuMillisSince } from '../../support/cpu-time.ts';

const hostile = (name: string) => readFileSync(new URL(`../../fixtures/hostile/${name}`, import.meta.url), 'utf8');

// Each input is cut off where the reader looks for the end of something; each must be refused at
// once. The first case looped for ever (the closing tag's missing `>` sent the reader back to the start).
describe('parseSvgTree on truncated markup', () => {
  it.each([
    ['a closing tag without its >', hostile('art-unclosed-end-tag.svg')],
    ['a closing tag cut after </', '<svg><g></g></'],
    ['an opening tag without its >', '<svg><g'],
    ['an attribute value never closed', '<svg><g fill="red></g></svg>'],
    ['a comment never closed', '<svg><!-- </svg>'],
    ['a processing instruction never closed', '<svg><? </svg>'],
    ['a CDATA section never closed', '<svg><![CDATA[ </svg>'],
    ['text after a lone <', '<svg></svg><'],
  ])('%s is refused', (_, text) => {
    const started = process.cpuUsage();
    expect(() => parseSvgTree(text)).toThrow();
    expect(cpuMillisSince(started)).toBeLessThan(1000);
  });

  it('a closing tag with a space before > is read', () => {
    expect(parseSvgTree('<svg><g></g ></svg >').children[0]!.name).toBe('g');
  });
});
