// How a new clause is laid out (src/word/layout.ts), on a document numbered through its styles: the
// section headings are "Heading1" (level 0 of list 7), the clauses "Clause" (level 1), the items of a
// clause numbered directly at level 2.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../src/word/layout.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const styles = `<w:styles ${W}>
  <w:style w:type="paragraph" w:styleId="Heading1"><w:pPr><w:keepNext/><w:numPr><w:numId w:val="7"/></w:numPr></w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="Clause"><w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="7"/></w:numPr></w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="ClauseBody"><w:basedOn w:val="Clause"/></w:style>
</w:styles>`;
const numbering = `<w:numbering ${W}>
  <w:abstractNum w:abstractNumId="3">
    <w:lvl w:ilvl="0"><w:pPr><w:ind w:left="567" w:hanging="567"/></w:pPr></w:lvl>
    <w:lvl w:ilvl="1"><w:pPr><w:ind w:left="1134" w:hanging="567"/></w:pPr></w:lvl>
    <w:lvl w:ilvl="2"><w:pPr><w:ind w:left="1701" w:hanging="567"/></w:pPr></w:lvl>
  </w:abstractNum>
  <w:num w:numId="7"><w:abstractNumId w:val="3"/></w:num>
</w:numbering>`;
const p = (style: string, text: string, numPr = '') => `<w:p><w:pPr><w:pStyle w:val="${style}"/>${numPr}</w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
const item = (text: string) => p('Normal', text, '<w:numPr><w:ilvl w:val="2"/><w:numId w:val="7"/></w:numPr><w:ind w:left="1701" w:hanging="567"/>');
const body = `<w:document ${W}><w:body>
  ${p('Heading1', 'Term and Termination')}
  ${p('Clause', 'This Agreement continues for two (2) years.')}
  ${p('ClauseBody', 'Either party may terminate this Agreement by notice if the other party:')}
  ${item('breaches it and does not cure the breach within thirty (30) days;')}
  ${item('becomes insolvent.')}
</w:body></w:document>`;

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
const paras = (doc: ReturnType<typeof parse>) => Array.from(doc.getElementsByTagName('w:p')) as unknown as Element[];
const attr = (el: Element | undefined, name: string, a: string) => (el?.getElementsByTagName(name)[0] as Element | undefined)?.getAttribute(a);

describe('layout of a new clause in a document numbered through its styles', () => {
  const layout = new Layout(parse(styles), parse(numbering));
  const [heading, first, leadIn, , last] = paras(parse(body));

  it('reads numbering from the style, following basedOn', () => {
    expect(layout.numbering(heading)).toEqual({ numId: '7', ilvl: 0 });
    expect(layout.numbering(leadIn)).toEqual({ numId: '7', ilvl: 1 });
    expect(layout.numbering(last)).toEqual({ numId: '7', ilvl: 2 });
    expect(layout.isHeading(heading)).toBe(true);
    expect(layout.isHeading(first)).toBe(false);
  });

  it('lays a clause after the last item out like the clause that leads in to the list, its heading like the section heading', () => {
    expect(layout.clauseModel(last)).toBe(leadIn);
    expect(layout.clauseModel(first)).toBe(first);
    expect(layout.headingModel(leadIn)).toBe(heading);
    // numbered: the clause's style, no hanging indent of the item
    const numbered = layout.properties(leadIn, true)!;
    expect(attr(numbered, 'w:pStyle', 'w:val')).toBe('ClauseBody');
    expect(numbered.getElementsByTagName('w:ind').length).toBe(0);
    // unnumbered text under a numbered heading: numId 0 against the style's list, at the level's indent, no hanging line
    const plain = layout.properties(leadIn, false)!;
    expect(attr(plain, 'w:numId', 'w:val')).toBe('0');
    expect(attr(plain, 'w:ind', 'w:left')).toBe('1134');
    expect(attr(plain, 'w:ind', 'w:hanging')).toBeFalsy();
  });
});

describe('a number typed into a new clause', () => {
  const layout = new Layout(null);
  const typed = (runs: string) => paras(parse(`<w:document ${W}><w:body><w:p><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr>${runs}</w:p></w:body></w:document>`))[0];

  it('is set off from its words as the number of the clause it is laid out like', () => {
    // "5.<tab>Residuals": the new clause's number takes a tab, so that its words start at the list's indent
    const tabbed = typed('<w:r><w:t>5.</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t>Residuals. The Recipient may use it.</w:t></w:r>');
    expect(layout.typedNumberText(tabbed, '6. No Licence. No licence is granted.')).toBe('6.\tNo Licence. No licence is granted.');
    expect(layout.typedNumberText(tabbed, '(d)  a further item')).toBe('(d)\ta further item');
    // a clause inserted between two others has a longer number than the list's, which the indent has no room for
    expect(layout.typedNumberText(tabbed, '5A. No Licence. No licence is granted.')).toBe('5A. No Licence. No licence is granted.');
    expect(layout.typedNumberText(tabbed, '5A.\u00a0 No Licence.')).toBe('5A. No Licence.');
    // a model whose number is followed by spaces, or no typed number at all: the text as it is
    const spaced = typed('<w:r><w:t xml:space="preserve">5. Residuals. The Recipient may use it.</w:t></w:r>');
    expect(layout.typedNumberText(spaced, '6. No Licence.')).toBe('6. No Licence.');
    expect(layout.typedNumberText(typed('<w:r><w:t>The Recipient may use it.</w:t></w:r>'), '6. No Licence.')).toBe('6. No Licence.');
    expect(layout.typedNumberText(tabbed, 'No number here.')).toBe('No number here.');
  });
});
