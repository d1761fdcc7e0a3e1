/**
 * Documents for the Word tests: a contract as a Word user would send it (styles, an automatically
 * numbered list, a table, a header and a footer), built with `docx`, and the text the service reads
 * from it.
 */
import { AlignmentType, Document, Footer, Header, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../../src/documents.js';

export const LIMITS = { maxBytes: 10 << 20, maxPages: 2000, maxChars: 5_000_000, maxDecompressedBytes: 64 << 20 };

const para = (text: string) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun(text)] });
const numbered = (text: string) => new Paragraph({ numbering: { reference: 'clauses', level: 0 }, spacing: { after: 120 }, children: [new TextRun(text)] });

/** A services agreement with a one-sided termination right, no liability cap, a table, a header and a footer. */
export async function wordContract(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Fixture',
    styles: { default: { document: { run: { font: 'Cambria', size: 22 } } } },
    numbering: { config: [{ reference: 'clauses', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }] }] },
    sections: [{
      headers: { default: new Header({ children: [new Paragraph({ children: [new TextRun('Harbor Logistics - Professional Services Agreement')] })] }) },
      footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun('Confidential - Harbor Logistics Inc.')] })] }) },
      children: [
        new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('PROFESSIONAL SERVICES AGREEMENT')] }),
        para('This Professional Services Agreement is entered into as of April 1, 2026 between Summit Consulting LLC ("Provider") and Harbor Logistics Inc. ("Customer").'),
        numbered('Services. Provider shall perform the services described in each statement of work agreed by the parties (the "Services").'),
        numbered('Fees. Customer shall pay the fees set out in the table below within thirty (30) days after receipt of a correct invoice.'),
        new Table({
          rows: [
            new TableRow({ children: [new TableCell({ children: [para('Service')] }), new TableCell({ children: [para('Monthly fee')] })] }),
            new TableRow({ children: [new TableCell({ children: [para('Route planning')] }), new TableCell({ children: [para('USD 12,000')] })] }),
          ],
        }),
        numbered('Warranty. Provider warrants that the Services will be performed in a professional and workmanlike manner.'),
        // (the customer's right confined to breach: a redline rewrites that sentence, so the download tracks a deletion too)
        numbered('Termination. Provider may terminate this Agreement at any time for any reason on ten (10) days\' notice. Customer may terminate this Agreement only for Provider\'s uncured material breach.'),
        numbered('Confidentiality. Each party shall keep the other party\'s confidential information confidential and use it only to perform this Agreement.'),
        numbered('Governing Law. This Agreement is governed by the laws of the State of New York.'),
        para('IN WITNESS WHEREOF, the parties have signed this Agreement.'),
        para('Summit Consulting LLC, By: ____________________'),
        para('Harbor Logistics Inc., By: ____________________'),
      ],
    }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/**
 * A consulting agreement in one two-level Word list ("3." sections, "3.1" clauses) whose client may terminate "only for
 * material breach" (3.2), with a clause after it (3.3): a right to terminate for convenience goes in between.
 */
export async function consultingContract(): Promise<Uint8Array> {
  const heading = (text: string) => new Paragraph({ numbering: { reference: 'legal', level: 0 }, keepNext: true, spacing: { before: 240, after: 120 }, children: [new TextRun({ text, bold: true })] });
  const clause = (text: string) => new Paragraph({ numbering: { reference: 'legal', level: 1 }, spacing: { after: 120 }, children: [new TextRun(text)] });
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    numbering: { config: [{ reference: 'legal', levels: [
      { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720, hanging: 720 } } } },
      { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720, hanging: 720 } } } },
    ] }] },
    sections: [{ children: [
      new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun('CONSULTING AGREEMENT')] }),
      para('This Consulting Agreement is made on 2 February 2026 between Northwind Analytics Ltd (the "Client") and Bramble Advisory LLP (the "Consultant").'),
      heading('Services'),
      clause('The Consultant shall provide the strategy and data advisory services described in the Schedule (the "Services").'),
      clause('The Consultant shall perform the Services with reasonable skill and care and in accordance with good industry practice.'),
      heading('Fees'),
      clause('The Client shall pay the Consultant\'s invoices within thirty (30) days of receipt.'),
      heading('Term and Termination'),
      clause('This Agreement starts on the date above and continues until the Services are complete.'),
      clause('The Client may terminate this Agreement only for material breach by the Consultant that is not remedied within thirty (30) days of written notice.'),
      clause('On termination the Client shall pay for the Services performed up to the date of termination.'),
      heading('Intellectual Property'),
      clause('All reports and other deliverables produced by the Consultant in performing the Services shall belong to the Client on payment.'),
      heading('Confidentiality'),
      clause('Each party shall keep the other party\'s confidential information confidential and use it only to perform this Agreement.'),
      heading('General'),
      clause('The Consultant is an independent contractor and not an employee, agent or partner of the Client, is responsible for its own taxes, insurance and benefits, and has no authority to bind the Client.'),
      clause('Neither party may assign this Agreement without the prior written consent of the other party.'),
      clause('This Agreement is governed by the laws of England and Wales.'),
      para('IN WITNESS WHEREOF, the parties have signed this Agreement.'),
      para('Northwind Analytics Ltd, By: ____________________'),
      para('Bramble Advisory LLP, By: ____________________'),
    ] }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The text the service stores for a document (as the review endpoint reads it). */
export async function storedText(bytes: Uint8Array): Promise<string> {
  return (await extractDocument(Buffer.from(bytes).toString('base64'), LIMITS)).text;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export interface LibreOfficeReading {
  insertions: number;
  deletions: number;
  authors: string[];
  comments: number;
  comment_texts: string[];
  accepted: string;
  rejected: string;
  pdf: string | null;
}

/** Open a DOCX with LibreOffice (test/word/libreoffice.py): the accepted and rejected texts, the changes and comments. */
export function readWithLibreOffice(bytes: Uint8Array, pdf = false): LibreOfficeReading & { dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docx-lo-'));
  const file = path.join(dir, 'document.docx');
  fs.writeFileSync(file, bytes);
  const out = execFileSync('/usr/bin/python3', [path.join(here, 'libreoffice.py'), file, dir, ...(pdf ? ['--pdf'] : [])], { encoding: 'utf8', timeout: 600_000 });
  const r = JSON.parse(out) as Omit<LibreOfficeReading, 'accepted' | 'rejected'> & { accepted: string; rejected: string };
  return { ...r, accepted: fs.readFileSync(r.accepted, 'utf8'), rejected: fs.readFileSync(r.rejected, 'utf8'), dir };
}

/**
 * Words without the numbers the download types on clauses it holds out of a Word list ("5A.", "5A.1", "3.2A"): words of
 * the document that the engine's accepted text does not have (the list's own numbers are not text either).
 */
export function withoutHeldNumbers(s: string): string {
  return words(s).replace(/(?:^|(?<= ))\d{1,3}(?:\.\d{1,3})*[A-Z](?:\.\d{1,3})?\.? /g, '');
}

/** Text compared as words: the readers differ in how they lay out paragraphs and line ends. */
export function words(s: string): string {
  return s.replace(/^\uFEFF/, '').replace(/\s+/g, ' ').trim();
}

/**
 * A services agreement laid out as a law firm lays one out: one multilevel list numbers the sections
 * ("1." a heading paragraph), their clauses ("1.1") and the items of a clause ("(a)", hanging indent);
 * a definition list typed by hand with a hanging indent; no clause on liability, insurance or ownership.
 */
export async function numberedContract(): Promise<Uint8Array> {
  const heading = (text: string) => new Paragraph({ numbering: { reference: 'legal', level: 0 }, keepNext: true, spacing: { before: 240, after: 120 }, children: [new TextRun({ text, bold: true })] });
  const clause = (text: string) => new Paragraph({ numbering: { reference: 'legal', level: 1 }, spacing: { after: 120 }, children: [new TextRun(text)] });
  const item = (text: string) => new Paragraph({ numbering: { reference: 'legal', level: 2 }, spacing: { after: 60 }, children: [new TextRun(text)] });
  const typed = (text: string) => new Paragraph({ indent: { left: 1440, hanging: 720 }, spacing: { after: 60 }, children: [new TextRun(text)] });
  const doc = new Document({
    creator: 'Fixture',
    styles: { default: { document: { run: { font: 'Times New Roman', size: 22 } } } },
    numbering: {
      config: [{
        reference: 'legal',
        levels: [
          { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720, hanging: 720 } } } },
          { level: 1, format: LevelFormat.DECIMAL, text: '%1.%2', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720, hanging: 720 } } } },
          { level: 2, format: LevelFormat.LOWER_LETTER, text: '(%3)', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 1440, hanging: 720 } } } },
        ],
      }],
    },
    sections: [{
      children: [
        new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun('MASTER SERVICES AGREEMENT')] }),
        para('This Master Services Agreement is entered into as of May 4, 2026 between Northwind Analytics Ltd. ("Provider") and Contoso Freight Inc. ("Customer").'),
        heading('Definitions'),
        clause('In this Agreement the following words have the following meanings:'),
        typed('"Deliverables"\tmeans the reports, models and other materials that Provider delivers to Customer under a Statement of Work.'),
        typed('"Statement of Work"\tmeans a document signed by both parties that describes services to be performed under this Agreement.'),
        heading('Services'),
        clause('Provider shall perform the services described in each Statement of Work (the "Services") with reasonable skill and care.'),
        clause('Provider shall assign suitably qualified personnel to the Services and replace any of them on Customer\'s reasonable request.'),
        heading('Fees and Payment'),
        clause('Customer shall pay the fees set out in each Statement of Work within thirty (30) days after receipt of a correct invoice.'),
        clause('Provider may not increase its fees during the term of a Statement of Work.'),
        heading('Term and Termination'),
        clause('This Agreement begins on the date above and continues for two (2) years.'),
        clause('Either party may terminate this Agreement by written notice if the other party:'),
        item('materially breaches this Agreement and does not cure the breach within thirty (30) days after notice of it;'),
        item('becomes insolvent or makes an arrangement with its creditors; or'),
        item('ceases to carry on business.'),
        heading('Confidentiality'),
        clause('Each party shall keep the other party\'s confidential information confidential and use it only to perform this Agreement.'),
        heading('General'),
        clause('This Agreement is governed by the laws of the State of New York.'),
        clause('This Agreement is the entire agreement between the parties about its subject matter.'),
        para('IN WITNESS WHEREOF, the parties have signed this Agreement.'),
        para('Northwind Analytics Ltd., By: ____________________'),
        para('Contoso Freight Inc., By: ____________________'),
      ],
    }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
