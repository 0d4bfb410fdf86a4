import ts from 'typescript'

/**
 * Playwright reads that answer at once instead of waiting. Asserted once,
 * they race whatever the page is still rendering; inside `expect.poll(() => …)`
 * they are read again until the page shows the expected state.
 */
export const ONE_SHOT_READS: ReadonlySet<string> = new Set([
  'allInnerTexts',
  'allTextContents',
  'boundingBox',
  'count',
  'getAttribute',
  'innerHTML',
  'innerText',
  'inputValue',
  'isChecked',
  'isDisabled',
  'isEditable',
  'isEnabled',
  'isHidden',
  'isVisible',
  'textContent',
  '$eval',
  '$$eval',
  'evaluateAll',
])

/** A read outside `expect.poll`: where it is and what it says. */
export interface OneShotRead {
  readonly file: string
  readonly line: number
  readonly code: string
}

const isExpectPoll = (callee: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(callee) &&
  callee.name.text === 'poll' &&
  ts.isIdentifier(callee.expression) &&
  callee.expression.text === 'expect'

const isPollCallback = (node: ts.Node): boolean =>
  (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
  ts.isCallExpression(node.parent) &&
  node.parent.arguments[0] === node &&
  isExpectPoll(node.parent.expression)

const isInsidePoll = (node: ts.Node): boolean => {
  for (let at: ts.Node | undefined = node; at; at = at.parent) if (isPollCallback(at)) return true
  return false
}

/** `evaluate` on an element (a locator) reads the page; on the page itself it runs a script, which is fine. */
const readsOf = (call: ts.CallExpression): string | undefined => {
  if (!ts.isPropertyAccessExpression(call.expression)) return undefined
  const name = call.expression.name.text
  if (ONE_SHOT_READS.has(name)) return name
  if (name === 'evaluate' && !/(^|\.)page$/.test(call.expression.expression.getText())) return name
  return undefined
}

/**
 * Finds every Playwright read of page state that is not inside an
 * `expect.poll` callback, in the source of one test file.
 * @example
 * findOneShotReads("expect(await row.isVisible()).toBe(true)", 'demo.test.ts')
 * // [{ file: 'demo.test.ts', line: 1, code: 'row.isVisible()' }]
 */
export function findOneShotReads(source: string, file: string): OneShotRead[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found: OneShotRead[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && readsOf(node) && !isInsidePoll(node)) {
      found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, code: node.getText().replace(/\s+/g, ' ') })
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}
