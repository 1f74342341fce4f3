import { describe, expect, it } from 'vitest';
import { remapIds, remapIdsInText } from './site-copy.ts';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const C = 'cccccccccccccccccccccccc';

describe('issue 14 item 19: ids in a copied site point at the copies', () => {
  const ids = new Map([[A, B]]);
  it('replaces known ids in text and leaves others', () => {
    expect(remapIdsInText(`/s/${A}/x.jpg and /pages/${C}`, ids)).toBe(`/s/${B}/x.jpg and /pages/${C}`);
  });
  it('walks page data without changing its shape', () => {
    const data = {
      root: { props: { title: 'Home' } },
      content: [{ type: 'Gallery', props: { collectionId: A, n: 3 } }],
    };
    expect(remapIds(data, ids)).toEqual({
      root: { props: { title: 'Home' } },
      content: [{ type: 'Gallery', props: { collectionId: B, n: 3 } }],
    });
    expect(data.content[0]!.props.collectionId).toBe(A);
  });
});
