import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Calls whose text argument reaches a person: (function name, argument index). */
const MESSAGE_ARGS: Record<string, number> = {
  httpError: 2,
  badRequest: 0,
  notFound: 0,
  forbidden: 0,
  conflict: 0,
  done: 0,
  ok: 0,
  msg: 0,
};

/**
 * A template of a literal: plain text as it is; `${...}` parts become {{p0}}, {{p1}} ... in order, which is
 * how the translations name them.
 */
function templateOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    node.templateSpans.forEach((span, i) => {
      out += `{{p${i}}}${span.literal.text}`;
    });
    return out;
  }
  return null;
}

/** The texts an argument may be: a literal, or either side of `cond ? 'a' : 'b'` (nested, in brackets). */
function textsOf(node: ts.Node): string[] {
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  const text = templateOf(node);
  return text === null ? [] : [text];
}

/** A sentence a person reads: starts with a capital, a quote or a placeholder, has a space and words. */
const looksLikeSentence = (text: string) =>
  /^(\{\{p\d\}\}|["A-Z])/.test(text) && / /.test(text) && /[a-z]{2}/.test(text.replace(/\{\{p\d\}\}/g, ''));

/** notFound() takes the name of the thing, which is translated on its own and put into "... not found." */
const looksLikeName = (text: string) => /^[A-Z]/.test(text) && !text.includes('{{');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('test-') ? [full] : [];
  });
}

/**
 * Every message the server answers to people: the texts of its errors and of its `message` fields, as
 * templates. The translations in ./locales are kept in step with this list by a test.
 */
export function extractMessages(srcDir: string): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const index = MESSAGE_ARGS[name];
        const arg = index === undefined ? undefined : node.arguments[index];
        for (const text of arg ? textsOf(arg) : [])
          if (looksLikeSentence(text) || (name === 'notFound' && looksLikeName(text))) found.add(text);
      }
      if (
        ts.isPropertyAssignment(node) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        node.name.text === 'message'
      ) {
        for (const text of textsOf(node.initializer)) if (looksLikeSentence(text)) found.add(text);
      }
      if (ts.isParameter(node) && node.initializer && ts.isIdentifier(node.name)) {
        // Default texts of the error helpers (forbidden(), notFound()).
        const fn = node.parent;
        const owner = ts.isArrowFunction(fn) && ts.isVariableDeclaration(fn.parent) ? fn.parent.name : null;
        const text = templateOf(node.initializer);
        if (owner && ts.isIdentifier(owner) && owner.text in MESSAGE_ARGS && text && looksLikeSentence(text))
          found.add(text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found].sort();
}
