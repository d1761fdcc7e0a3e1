/**
 * The shape of a clause or list label ("(a)", "(iv)", "1.", "12.3", "A."): the one home of its pieces, as regular
 * expression source text, for the readers that compose them (segment.ts, review.ts, redline*.ts, sections.ts and the
 * playbooks' list-item patterns). Each reader keeps the width it was tuned with (a bracketed number of two digits for a
 * line's item, of three for a sentence's), so the readings do not move; the pieces are written once, here.
 */
const r = String.raw;

/** A roman numeral in lower case as a label writes it: "i", "iv", "xiii". */
export const ROMAN = '[ivxlc]{1,6}';
/** A roman numeral in capitals: "I", "IV", "XIII". */
export const ROMAN_CAPS = '[IVXLC]{1,6}';
/** A clause number of one level or more: "4", "12.3", "13.1.3". */
export const CLAUSE_NUMBER = r`\d{1,3}(?:\.\d{1,3})*`;
/** A clause number of two levels or more: "12.3", "13.1.3". */
export const SUB_CLAUSE_NUMBER = r`\d{1,3}(?:\.\d{1,3})+`;
/** What a list label holds, read loosely (four letters or digits, any case under the "i" flag): "a", "iv", "12", "aa". */
export const LOOSE_LABEL = '[a-z0-9]{1,4}';
/** A list item's label, loosely, at a sentence's start: "(e)", "e.", "3)", or a clause number of two to four levels ("13.1.3"). */
export const LIST_ITEM_LABEL = r`(?:\(?${LOOSE_LABEL}[.)]|\d{1,3}(?:\.\d{1,3}){1,3}\.?(?=\s))`;
/** An item's label in brackets, as a line starts a list item: "(a)", "b)", "(iv)", "(2)". */
export const BRACKETED_ITEM = r`\(?(?:[a-z]{1,2}|${ROMAN}|\d{1,2})\)`;
/**
 * A list item's label in every style: "(a)", "( iv )", "(B)", "(IV)", "a.", "iv)", "C.", "12.", "12.3" (the review's
 * list items).
 */
export const ITEM_LABEL = r`(?:\(\s*(?:[a-z]{1,2}|${ROMAN}|\d{1,3}|[A-Z]{1,2}|${ROMAN_CAPS})\s*\)|(?:[a-zA-Z]|${ROMAN}|${ROMAN_CAPS}|\d{1,3})[.)]|${SUB_CLAUSE_NUMBER}\.?)`;
/** A label standing alone (segmentation joins it to the sentence it labels): "a.", "(iv)", "2.1", "IV". */
export const BARE_LABEL = r`(?:\((?:[a-z]{1,2}|${ROMAN}|\d{1,3}|[A-Z]{1,2})\)|(?:[a-zA-Z]|${ROMAN}|${ROMAN_CAPS}|${CLAUSE_NUMBER})[.)]?)`;
