import { Fragment } from 'react';
import { highlightSegments, type Range } from '../utils/highlight-ranges';

/**
 * Text with the search's matched words in <mark>. Built from the ranges as React text nodes, never
 * as HTML: a job title is whatever a recruiter typed.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges?: readonly Range[] }) {
  if (!ranges || ranges.length === 0) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? (
          <mark key={index} className="search-match">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
