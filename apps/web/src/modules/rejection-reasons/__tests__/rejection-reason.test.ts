import { EMPTY_REASON, rejectionNoteText, toReasonBody } from '../utils/rejection-reason';

describe('toReasonBody', () => {
  it('sends nothing when no reason was chosen and no text typed, whatever the switch says', () => {
    expect(toReasonBody(EMPTY_REASON)).toBeUndefined();
    expect(toReasonBody({ reasons: [], text: '   ', share: true })).toBeUndefined();
  });

  it('sends the reasons, the trimmed text and the switch once something was chosen or typed', () => {
    expect(toReasonBody({ reasons: ['skills'], text: '', share: false })).toEqual({ reasons: ['skills'], text: '', share: false });
    expect(toReasonBody({ reasons: [], text: '  Too far away. ', share: true })).toEqual({ reasons: [], text: 'Too far away.', share: true });
  });
});

describe('rejectionNoteText', () => {
  it('names the reasons by their labels, then the text', () => {
    expect(rejectionNoteText({ reasons: ['position-filled', 'salary'], text: 'Thank you for applying.' })).toBe(
      'Reason: The position has been filled, Salary expectations. Thank you for applying.',
    );
  });

  it('says the text alone, the reasons alone, or nothing', () => {
    expect(rejectionNoteText({ reasons: [], text: 'Not this time.' })).toBe('Reason: Not this time.');
    expect(rejectionNoteText({ reasons: ['other'], text: ' ' })).toBe('Reason: Other');
    expect(rejectionNoteText({ reasons: [], text: '' })).toBeNull();
  });
});
