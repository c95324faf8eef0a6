// A tiny strict XML reader for the tests (DOMParser does not exist in workerd): elements, attributes,
// text and the five predefined entities plus numeric references. Throws on anything not well-formed:
// unbalanced or crossed tags, a raw `<` or `&` in text, duplicate or unquoted attributes, two roots.
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isNameChar(char: string): boolean {
  return (
    (char >= 'a' && char <= 'z') ||
    (char >= 'A' && char <= 'Z') ||
    (char >= '0' && char <= '9') ||
    ':_-.'.includes(char)
  );
}

function decode(raw: string, where: number): string {
  let out = '';
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i]!;
    if (char === '<') throw new Error(`raw < at ${where + i}`);
    if (char !== '&') {
      out += char;
      continue;
    }
    const end = raw.indexOf(';', i);
    if (end < 0) throw new Error(`unterminated entity at ${where + i}`);
    const name = raw.slice(i + 1, end);
    if (name.startsWith('#x')) out += String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    else if (name.startsWith('#')) out += String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    else if (ENTITIES[name] !== undefined) out += ENTITIES[name];
    else throw new Error(`unknown entity &${name}; at ${where + i}`);
    i = end;
  }
  return out;
}

export function parseXml(source: string): XmlElement {
  let pos = 0;
  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) throw new Error('unterminated XML declaration');
    pos = end + 2;
  }
  const skipSpace = () => {
    while (pos < source.length && ' \t\r\n'.includes(source[pos]!)) pos += 1;
  };
  const readName = (): string => {
    const start = pos;
    while (pos < source.length && isNameChar(source[pos]!)) pos += 1;
    if (pos === start) throw new Error(`name expected at ${pos}`);
    return source.slice(start, pos);
  };

  function element(): XmlElement {
    if (source[pos] !== '<') throw new Error(`< expected at ${pos}`);
    pos += 1;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', pos)) {
        pos += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (source[pos] === '>') {
        pos += 1;
        break;
      }
      const attr = readName();
      if (attr in attributes) throw new Error(`duplicate attribute ${attr}`);
      skipSpace();
      if (source[pos] !== '=') throw new Error(`= expected at ${pos}`);
      pos += 1;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") throw new Error(`quoted value expected at ${pos}`);
      const end = source.indexOf(quote, pos + 1);
      if (end < 0) throw new Error('unterminated attribute value');
      attributes[attr] = decode(source.slice(pos + 1, end), pos + 1);
      pos = end + 1;
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      if (pos >= source.length) throw new Error(`<${name}> is not closed`);
      if (source.startsWith('</', pos)) {
        pos += 2;
        const closing = readName();
        if (closing !== name) throw new Error(`</${closing}> closes <${name}>`);
        skipSpace();
        if (source[pos] !== '>') throw new Error(`> expected at ${pos}`);
        pos += 1;
        return { name, attributes, children, text };
      }
      if (source[pos] === '<') {
        children.push(element());
        continue;
      }
      const next = source.indexOf('<', pos);
      const end = next < 0 ? source.length : next;
      text += decode(source.slice(pos, end), pos);
      pos = end;
    }
  }

  skipSpace();
  const root = element();
  skipSpace();
  if (pos !== source.length) throw new Error(`content after the root element at ${pos}`);
  return root;
}

export function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((child) => child.name === name)?.text;
}
