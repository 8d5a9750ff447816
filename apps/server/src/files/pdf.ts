import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.12, 0.14, 0.17);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.82, 0.84, 0.87);

export interface PdfColumn {
  header: string;
  /** Share of the text width (the shares add up to 1). */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfMeta {
  title: string;
  subject: string;
  author: string;
  /** Fixed so the same data always gives the same file. */
  createdAt: Date;
}

interface TextOptions {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  x?: number;
  width?: number;
  align?: 'left' | 'right';
}

/**
 * A small top-to-bottom writer over pdf-lib for the provider's business documents (invoices,
 * quotes): headings, wrapped text, label-value pairs and tables, with new pages as needed.
 * Standard fonts only (nothing to embed); characters they cannot draw become '?'.
 */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  private readonly usable = PAGE.width - 2 * MARGIN;
  private readonly drawable: Set<number>;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    this.drawable = new Set(regular.getCharacterSet());
  }

  static async create(meta: PdfMeta): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer('Compliance portal');
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold);
  }

  /** The text with every character the standard fonts cannot draw replaced. */
  clean(text: string): string {
    return [...text.replace(/\s+/g, ' ')]
      .map((char) => (this.drawable.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  }

  private ensureRoom(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
    return lines;
  }

  /** Draws wrapped text at the current line (without moving down); the height it took. */
  private drawAt(text: string, options: TextOptions): number {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    const width = options.width ?? this.usable - (x - MARGIN);
    const lineHeight = size * 1.35;
    const lines = this.wrap(text, font, size, width);
    lines.forEach((line, index) => {
      const lineWidth = font.widthOfTextAtSize(line, size);
      this.page.drawText(line, {
        x: options.align === 'right' ? x + width - lineWidth : x,
        y: this.y - size - index * lineHeight,
        size,
        font,
        color: options.muted ? MUTED : INK,
      });
    });
    return lines.length * lineHeight;
  }

  text(text: string, options: TextOptions = {}): this {
    const size = options.size ?? 10;
    this.ensureRoom(size * 1.35 * 2);
    this.y -= this.drawAt(text, options);
    return this;
  }

  heading(text: string, size = 18): this {
    return this.text(text, { size, bold: true }).space(4);
  }

  /** Who issues the document, at its top: the name in bold, then smaller lines under it. */
  letterhead(name: string, lines: string[]): this {
    this.text(name, { size: 12, bold: true });
    for (const line of lines) this.text(line, { size: 9 });
    return this.space(14);
  }

  space(points = 10): this {
    this.y -= points;
    return this;
  }

  rule(): this {
    this.ensureRoom(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= 6;
    return this;
  }

  /** Two columns side by side (e.g. 'Bill to' beside the invoice's details). */
  columns(left: [string, string][], right: [string, string][]): this {
    const half = this.usable / 2;
    const top = this.y;
    this.pairs(left, MARGIN, half - 10);
    const leftBottom = this.y;
    this.y = top;
    this.pairs(right, MARGIN + half, half);
    this.y = Math.min(leftBottom, this.y);
    return this;
  }

  /** Label and value lines; an empty label continues the value above. */
  pairs(pairs: [string, string][], x = MARGIN, width = this.usable): this {
    const labelWidth = Math.min(100, width * 0.36);
    for (const [label, value] of pairs) {
      this.ensureRoom(14);
      if (label) this.drawAt(label, { x, width: labelWidth, muted: true });
      this.y -= this.drawAt(value, { x: x + labelWidth, width: width - labelWidth });
    }
    return this;
  }

  table(columns: PdfColumn[], rows: string[][]): this {
    const row = (cells: string[], bold: boolean) => {
      this.ensureRoom(16);
      let x = MARGIN;
      let height = 0;
      columns.forEach((column, index) => {
        const width = column.width * this.usable;
        height = Math.max(
          height,
          this.drawAt(cells[index] ?? '', { x, width: width - 6, align: column.align, bold }),
        );
        x += width;
      });
      this.y -= height + 4;
    };
    row(
      columns.map((column) => column.header),
      true,
    );
    this.rule();
    for (const cells of rows) row(cells, false);
    return this.rule();
  }

  /** Right-aligned totals: label and amount. */
  totals(lines: [string, string, boolean?][]): this {
    for (const [label, amount, strong] of lines) {
      this.ensureRoom(16);
      const x = MARGIN + this.usable * 0.55;
      const width = this.usable * 0.45;
      this.drawAt(label, { x, width: width * 0.6, bold: strong });
      this.y -= this.drawAt(amount, { x, width, align: 'right', bold: strong }) + 2;
    }
    return this;
  }

  async toBuffer(): Promise<Buffer> {
    return Buffer.from(await this.doc.save());
  }
}
