/**
 * The test page itself: the runner sends each file's results through structuredClone, so a failed
 * assertion whose actual value is an element (`expect(card).to.equal(null)`) must still arrive as
 * a failure — not throw there and leave the page silent until the runner gives up on the file.
 */
import { expect } from '@open-wc/testing';

describe('the browser test harness', () => {
  it('sends a failure whose actual value is an element as a description of it', () => {
    const card = document.createElement('li');
    card.setAttribute('part', 'card');
    card.textContent = '红色资源';
    const result = {
      testResults: [
        { error: { message: 'expected <li> to equal null', actual: card, expected: null } },
      ],
    };
    const sent = structuredClone(result);
    const actual = sent.testResults[0]!.error.actual as unknown;
    expect(actual).to.be.a('string');
    expect(actual).to.include('<li').and.include('红色资源');
    expect(sent.testResults[0]!.error.expected).to.equal(null);
  });

  it('still clones plain values as they are', () => {
    const value = { n: 1, list: [1, 'a'], when: new Date(0), map: new Map([[1, 2]]) };
    expect(structuredClone(value)).to.deep.equal(value);
  });
});
