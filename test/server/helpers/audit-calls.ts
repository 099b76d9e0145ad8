/**
 * Every value the server can give a field of a `recordAudit(…)` entry (its `action` or `entity`),
 * read from the source: the TypeScript compiler resolves literals, conditionals, template literals,
 * constants, parameters (through every call of their function, across files), destructuring and
 * the returns of called functions and callbacks. A value it cannot read is reported, never
 * skipped — so a new audit action cannot go unnoticed.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface AuditFieldValues {
  /** Each value with where it is written (file:line of a recordAudit call). */
  values: Map<string, string[]>;
  /** What could not be read, with where. */
  unreadable: string[];
  /** How many recordAudit calls were found. */
  calls: number;
}

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

type Env = Map<ts.Node, { node: ts.Expression | undefined; env: Env }>;
type FunctionNode = ts.SignatureDeclaration & { body?: ts.ConciseBody };

class Reader {
  readonly checker: ts.TypeChecker;
  private readonly calls: ts.CallExpression[] = [];
  private depth = 0;

  constructor(readonly program: ts.Program) {
    this.checker = program.getTypeChecker();
    for (const file of program.getSourceFiles()) {
      if (file.isDeclarationFile || file.fileName.includes('node_modules')) continue;
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node)) this.calls.push(node);
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
  }

  where(node: ts.Node): string {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(process.cwd(), file.fileName)}:${line + 1}`;
  }

  private declarationOf(node: ts.Node): ts.Declaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias)
      symbol = this.checker.getAliasedSymbol(symbol);
    if (
      ts.isShorthandPropertyAssignment(node.parent) &&
      node.parent.name === node &&
      !ts.isObjectBindingPattern(node.parent.parent)
    ) {
      symbol = this.checker.getShorthandAssignmentValueSymbol(node.parent) ?? symbol;
    }
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  /** The calls of the function declared by `fn` (named function, or a const holding an arrow). */
  private callsOf(fn: ts.Node): ts.CallExpression[] {
    const target =
      ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)
        ? ts.isVariableDeclaration(fn.parent)
          ? fn.parent
          : fn
        : fn;
    return this.calls.filter((call) => this.declarationOf(call.expression) === target);
  }

  private functionOfDeclaration(decl: ts.Declaration): FunctionNode | undefined {
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      const init = skipOuter(decl.initializer);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  }

  /** The functions an expression may be (a callee or a callback). */
  private functionsOf(expr: ts.Expression, env: Env): { fn: FunctionNode; env: Env }[] {
    const node = skipOuter(expr);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return [{ fn: node, env }];
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const decl = this.declarationOf(ts.isPropertyAccessExpression(node) ? node.name : node);
      if (!decl) return [];
      if (ts.isParameter(decl)) {
        return this.parameterValues(decl, env).flatMap(({ node: arg, env: argEnv }) =>
          arg ? this.functionsOf(arg, argEnv) : [],
        );
      }
      const fn = this.functionOfDeclaration(decl);
      return fn ? [{ fn, env: new Map() }] : [];
    }
    return [];
  }

  /** What a parameter may hold: its binding in `env`, else the argument of every call. */
  private parameterValues(
    decl: ts.ParameterDeclaration,
    env: Env,
  ): { node: ts.Expression | undefined; env: Env }[] {
    const bound = env.get(decl);
    if (bound) return [bound];
    const fn = decl.parent as FunctionNode;
    const index = fn.parameters.indexOf(decl);
    const found: { node: ts.Expression | undefined; env: Env }[] = [];
    for (const call of this.callsOf(fn)) {
      found.push({ node: call.arguments[index] ?? decl.initializer, env: new Map() });
    }
    return found;
  }

  private bind(fn: FunctionNode, call: ts.CallExpression, env: Env): Env {
    const inner: Env = new Map();
    fn.parameters.forEach((param, index) =>
      inner.set(param, { node: call.arguments[index] ?? param.initializer, env }),
    );
    return inner;
  }

  private returnsOf(fn: FunctionNode): ts.Expression[] {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return [fn.body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (node !== fn.body && ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      ts.forEachChild(node, visit);
    };
    visit(fn.body);
    return found;
  }

  /** Every string the expression may evaluate to; `problems` collects what could not be read. */
  strings(expr: ts.Expression | undefined, env: Env, problems: string[]): Set<string> {
    const out = new Set<string>();
    if (!expr) {
      problems.push('(missing)');
      return out;
    }
    if (++this.depth > 60) {
      this.depth -= 1;
      problems.push(`${this.where(expr)}: too deep`);
      return out;
    }
    try {
      const node = skipOuter(expr);
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        out.add(node.text);
      } else if (ts.isConditionalExpression(node)) {
        for (const side of [node.whenTrue, node.whenFalse])
          for (const value of this.strings(side, env, problems)) out.add(value);
      } else if (ts.isTemplateExpression(node)) {
        let partial = [node.head.text];
        for (const span of node.templateSpans) {
          const values = [...this.strings(span.expression, env, problems)];
          partial = partial.flatMap((start) =>
            values.map((value) => start + value + span.literal.text),
          );
        }
        for (const value of partial) out.add(value);
      } else if (ts.isIdentifier(node)) {
        for (const value of this.identifier(node, env, problems)) out.add(value);
      } else if (ts.isCallExpression(node)) {
        const fns = this.functionsOf(node.expression, env);
        if (fns.length === 0) problems.push(`${this.where(node)}: ${node.getText()}`);
        for (const { fn } of fns) {
          const inner = this.bind(fn, node, env);
          for (const ret of this.returnsOf(fn))
            for (const value of this.strings(ret, inner, problems)) out.add(value);
        }
      } else if (ts.isPropertyAccessExpression(node)) {
        for (const value of this.property(node.expression, node.name.text, env, problems))
          out.add(value);
      } else {
        problems.push(`${this.where(node)}: ${node.getText()}`);
      }
    } finally {
      this.depth -= 1;
    }
    return out;
  }

  private identifier(node: ts.Identifier, env: Env, problems: string[]): Set<string> {
    const decl = this.declarationOf(node);
    const out = new Set<string>();
    if (!decl) {
      problems.push(`${this.where(node)}: ${node.text} (no declaration)`);
      return out;
    }
    if (ts.isParameter(decl)) {
      const values = this.parameterValues(decl, env);
      if (values.length === 0) problems.push(`${this.where(node)}: ${node.text} (never called)`);
      for (const { node: arg, env: argEnv } of values)
        for (const value of this.strings(arg, argEnv, problems)) out.add(value);
      return out;
    }
    if (ts.isVariableDeclaration(decl) && decl.initializer)
      return this.strings(decl.initializer, env, problems);
    if (ts.isBindingElement(decl)) {
      const name = decl.propertyName?.getText() ?? decl.name.getText();
      const pattern = decl.parent;
      const holder = pattern.parent;
      if (ts.isVariableDeclaration(holder) && holder.initializer)
        return this.property(holder.initializer, name, env, problems);
      if (ts.isParameter(holder)) {
        for (const { node: arg, env: argEnv } of this.parameterValues(holder, env))
          for (const value of this.property(arg, name, argEnv, problems)) out.add(value);
        return out;
      }
    }
    problems.push(`${this.where(node)}: ${node.text}`);
    return out;
  }

  /** Every string a property of an object-valued expression may hold. */
  property(
    expr: ts.Expression | undefined,
    name: string,
    env: Env,
    problems: string[],
  ): Set<string> {
    const out = new Set<string>();
    if (!expr) return out;
    const node = skipOuter(expr);
    if (ts.isObjectLiteralExpression(node)) {
      for (const prop of node.properties) {
        if (prop.name?.getText() !== name) continue;
        if (ts.isPropertyAssignment(prop)) return this.strings(prop.initializer, env, problems);
        if (ts.isShorthandPropertyAssignment(prop))
          return this.identifier(prop.name, env, problems);
      }
      const spread = node.properties.filter(ts.isSpreadAssignment);
      for (const item of spread)
        for (const value of this.property(item.expression, name, env, problems)) out.add(value);
      if (spread.length === 0) problems.push(`${this.where(node)}: no ${name}`);
      return out;
    }
    if (ts.isConditionalExpression(node)) {
      for (const side of [node.whenTrue, node.whenFalse])
        for (const value of this.property(side, name, env, problems)) out.add(value);
      return out;
    }
    if (ts.isCallExpression(node)) {
      const fns = this.functionsOf(node.expression, env);
      if (fns.length === 0) problems.push(`${this.where(node)}: ${node.getText()}`);
      for (const { fn } of fns) {
        const inner = this.bind(fn, node, env);
        for (const ret of this.returnsOf(fn))
          for (const value of this.property(ret, name, inner, problems)) out.add(value);
      }
      return out;
    }
    if (ts.isIdentifier(node)) {
      const decl = this.declarationOf(node);
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer)
        return this.property(decl.initializer, name, env, problems);
      if (decl && ts.isParameter(decl)) {
        for (const { node: arg, env: argEnv } of this.parameterValues(decl, env))
          for (const value of this.property(arg, name, argEnv, problems)) out.add(value);
        return out;
      }
    }
    problems.push(`${this.where(node)}: ${name} of ${node.getText()}`);
    return out;
  }

  /** The calls of recordAudit (the one in server/admin/audit-log.ts). */
  auditCalls(): ts.CallExpression[] {
    return this.calls.filter((call) => {
      const decl = this.declarationOf(call.expression);
      return (
        decl !== undefined &&
        ts.isFunctionDeclaration(decl) &&
        decl.name?.text === 'recordAudit' &&
        decl.getSourceFile().fileName.endsWith(path.join('server', 'admin', 'audit-log.ts'))
      );
    });
  }
}

function skipOuter(expr: ts.Expression): ts.Expression {
  let node = expr;
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    node = node.expression;
  return node;
}

let reader: Reader | undefined;

function auditReader(): Reader {
  if (reader) return reader;
  const root = process.cwd();
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
  const program = ts.createProgram(serverFiles(path.join(root, 'server')), {
    ...options,
    noEmit: true,
    // the server's own files are enough to follow its calls (much faster without the libraries)
    types: [],
    noLib: true,
    noResolve: true,
  });
  reader = new Reader(program);
  return reader;
}

/**
 * Every value the server gives `field` ('action' or 'entity') in its recordAudit calls.
 * @example
 * const { values, unreadable } = recordedAuditValues('action'); // values has 'user.role', …
 */
export function recordedAuditValues(field: 'action' | 'entity'): AuditFieldValues {
  const r = auditReader();
  const values = new Map<string, string[]>();
  const unreadable: string[] = [];
  const calls = r.auditCalls();
  for (const call of calls) {
    const problems: string[] = [];
    const found = r.property(call.arguments[3], field, new Map(), problems);
    for (const problem of problems) unreadable.push(`${r.where(call)} → ${problem}`);
    for (const value of found) values.set(value, [...(values.get(value) ?? []), r.where(call)]);
  }
  return { values, unreadable, calls: calls.length };
}
