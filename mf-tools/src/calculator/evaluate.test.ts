import { all, create } from 'mathjs';
import { parseExpression } from './calculator-math';
import { evaluate, formatResult } from './evaluate';

/** A pristine mathjs, nothing disabled: the reference the calculator is compared with. */
const reference = create(all!);
const mathjs = (expression: string, scope?: Record<string, number>) =>
  reference.evaluate(expression, scope ?? {});

/** A seeded generator, so the corpus is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Random arithmetic: precedence, unary minus, powers, roots, magnitudes. */
function arithmetic(size: number): string[] {
  const next = random(42);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const expr = (depth: number): string => {
    const roll = next();
    if (depth === 0 || roll < 0.3)
      return pick(['0', '1', '2', '3', '7', '10', '0.5', '2.25', '12.75', '100']);
    if (roll < 0.4) return `-${expr(depth - 1)}`;
    if (roll < 0.5) return `(${expr(depth - 1)})`;
    if (roll < 0.55) return `sqrt(${expr(depth - 1)})`;
    if (roll < 0.6) return `abs(${expr(depth - 1)})`;
    return `${expr(depth - 1)} ${pick(['+', '-', '*', '/', '^', '*', '+'])} ${expr(depth - 1)}`;
  };
  return Array.from({ length: size }, () => expr(4));
}

const close = (actual: number, expected: number, tolerance = 1e-9) => {
  if (!Number.isFinite(expected)) return actual === expected;
  return Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected));
};

/** What the calculator should show for mathjs's answer: ERROR for NaN or a complex number. */
function expectShown(expression: string, expected: unknown, tolerance?: number) {
  const outcome = evaluate(expression);
  if (typeof expected !== 'number' || Number.isNaN(expected)) {
    expect(outcome).toEqual({ ok: false, reason: 'error' });
    return;
  }
  if (!outcome.ok) throw new Error(`${expression}: ${outcome.reason}, mathjs says ${expected}`);
  expect(close(outcome.value, expected, tolerance)).toBe(true);
}

// Each family, with the same thing asked of the untouched mathjs.
const polynomials = ['x^2', 'x^3 - 2x', '3x^2 + 1', 'x^4', '2x + 5', '(x - 1)^2'];
const corpus = {
  arithmetic: arithmetic(240).map((e) => [e, e] as const),
  degrees: [-360, -225, -90, -45, 0, 30, 45, 60, 120, 135, 210, 270, 300, 330, 360, 405].flatMap((a) =>
    ['sin', 'cos'].map((fn) => [`${fn}(${a})`, `${fn}(${a} deg)`] as const),
  ),
  radians: ['sin(pi/6)', 'cos(pi/3)', 'tan(pi/4)', 'sin(3pi/2)', 'cos(2pi/3)', 'sec(pi/3)'].map(
    (e) => [e, e] as const,
  ),
  // Simpson's rule against the antiderivative, evaluated by mathjs.
  integrals: [
    ['int(x^2, 0, 3)', '3^3/3'],
    ['int(x^3, -1, 2)', '(2^4 - 1)/4'],
    ['int(2x + 5, 1, 4)', '(16 + 20) - (1 + 5)'],
    ['int(x^4, 0, 1)', '1/5'],
    ['int(1/x, 1, e)', 'log(e)'],
    ['int(e^x, 0, 1)', 'e - 1'],
    ['int(sin(x pi / 180), 0, 180)', '360/pi'],
    ['int(sqrt(x), 1, 4)', '2/3 * (4^(3/2) - 1)'],
    ['int(3x^2 + 1, -2, 2)', '(8 + 2) - (-8 - 2)'],
    ['int((x - 1)^2, 0, 2)', '2/3'],
  ] as const,
  // Sums against mathjs's sum of the same terms.
  sums: [
    ['sum(x, 1, 100)', 'sum(1:100)'],
    ['sum(x^2, 1, 20)', 'sum((1:20).^2)'],
    ['sum(1/x^2, 1, 1000)', 'sum(1 ./ (1:1000).^2)'],
    ['sum(2x + 1, 0, 9)', 'sum(2 * (0:9) + 1)'],
    ['sum(x^3, -3, 3)', 'sum((-3:3).^3)'],
    ['sum(1/2^x, 0, 30)', 'sum(1 ./ 2.^(0:30))'],
    ['sum(x, 1.5, 4.5)', '2 + 3 + 4'],
  ] as const,
  // Derivatives at a point against mathjs's symbolic derivative.
  derivatives: polynomials.flatMap((f) => [-2, 0.5, 3].map((p) => [`driv(${f}, ${p})`, f, p] as const)),
  // Limits: of continuous functions, their value; of removable gaps, the algebra's.
  limits: [
    ...polynomials.map((f) => [`lim(${f}, 2)`, f.replaceAll('x', '(2)')] as const),
    ['lim((x^2 - 1)/(x - 1), 1)', '2'],
    ['lim((x^3 - 8)/(x - 2), 2)', '12'],
    ['lim(sin(x pi / 180)/x, 0)', 'pi/180'],
    ['lim(1/x, inf)', '0'],
    ['lim((2x + 1)/(x + 3), inf)', '2'],
  ] as const,
  fractions: [
    [1, 4],
    [2, 3],
    [-7, 8],
    [22, 7],
    [1, 3],
    [10, 4],
  ].map(([a, b]) => [`frac(${a}, ${b})`, `${a}/${b}`] as const),
};

describe('evaluate, compared with mathjs on a corpus (issue 13)', () => {
  it('has at least 200 cases', () => {
    expect(Object.values(corpus).flat().length).toBeGreaterThanOrEqual(200);
  });
  it.each(corpus.arithmetic)('%s', (expression, same) => expectShown(expression, mathjs(same)));
  it.each(corpus.degrees)('%s is %s', (expression, inDegrees) => expectShown(expression, mathjs(inDegrees)));
  it.each(corpus.radians)('%s (pi: radians)', (expression, same) => expectShown(expression, mathjs(same)));
  it.each(corpus.integrals)('%s = %s to 6 decimals', (expression, exact) => {
    const outcome = evaluate(expression);
    expect(outcome).toMatchObject({ ok: true, text: (mathjs(exact) as number).toFixed(6) });
  });
  it.each(corpus.sums)('%s = %s', (expression, same) => expectShown(expression, mathjs(same)));
  it.each(corpus.derivatives)('%s', (expression, f, p) =>
    expectShown(expression, reference.derivative(f, 'x').evaluate({ x: p }), 1e-6),
  );
  it.each(corpus.limits)('%s = %s', (expression, value) => expectShown(expression, mathjs(value), 1e-6));
  it.each(corpus.fractions)('%s = %s', (expression, same) => expectShown(expression, mathjs(same)));

  it('measures the corpus (issue 13: evaluation time)', () => {
    const cases = Object.values(corpus)
      .flat()
      .map(([expression]) => expression);
    const started = performance.now();
    for (const expression of cases) evaluate(expression);
    const perExpression = (performance.now() - started) / cases.length;
    console.info(`calculator: ${cases.length} expressions, ${perExpression.toFixed(3)} ms each`);
    expect(perExpression).toBeLessThan(20);
  });
});

describe('what the calculator shows', () => {
  it.each([
    ['1 + 2 * 3', '7'],
    ['(1 + 2) * 3', '9'],
    ['10 - 4 - 3', '3'],
    ['64 / 4 / 2', '8'],
    ['2 ^ 3 ^ 2', '512'],
    ['-2 ^ 2', '-4'],
    ['(-2) ^ 2', '4'],
    ['2 ^ -1', '0.5'],
    ['2 * -3', '-6'],
    ['2pi', '6.283185307'],
    ['2e', '5.436563657'],
    ['3(4 + 1)', '15'],
    ['12 ÷ 4 × 3 − 1', '8'],
    ['√(16) + 1', '5'],
    ['2π', '6.283185307'],
    ['SIN(30)', '0.5'],
    ['sin(30)', '0.5'],
    ['tan(45)', '1'],
    ['sin(180)', '0'],
    ['cos(pi)', '-1'],
    ['csc(30)', '2'],
    ['sec(60)', '2'],
    ['cot(45)', '1'],
    ['log(1000)', '3'],
    ['ln(e)', '1'],
    ['abs(-3.5)', '3.5'],
    ['1/3', '0.333333333'],
    ['int(x^2, 0, 3)', '9.000000'],
    ['(int(x^2, 0, 3))', '9.000000'],
    ['int(sin(x), 0, 180)', '114.591559'],
    ['sum(x, 1, 100)', '5050'],
    ['sum(int(x, 0, x), 1, 3)', '7'],
    ['driv(x^3, 2)', '12'],
    ['lim((x^2 - 1)/(x - 1), 1)', '2'],
    ['inf', '∞'],
    ['∞', '∞'],
    ['1/0', '∞'],
    ['-1/0', '-∞'],
  ])('%s shows %s', (expression, shown) => {
    expect(evaluate(expression)).toMatchObject({ ok: true, text: shown });
  });

  it.each([
    ['0/0'],
    ['sqrt(-1)'],
    ['tan(90)'],
    ['csc(180)'],
    ['lim(1/x, 0)'],
    ['x + 1'],
    ['sum(x, 1, 10^9)'],
    ['log(-1)'],
  ])('%s is ERROR (no real number)', (expression) => {
    expect(evaluate(expression)).toEqual({ ok: false, reason: 'error' });
  });

  it.each([
    [''],
    ['1 +'],
    ['(1 + 2'],
    ['1 + 2)'],
    ['sin()'],
    ['int(x, 0)'],
    ['frac(1, 2, 3)'],
    ['2 3'],
    ['sin'],
    ['sin 30'],
    [`${'1+'.repeat(300)}1`],
  ])('%j is an Invalid expression', (expression) => {
    expect(evaluate(expression)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('the angle unit (degrees by default, radians when switched)', () => {
  it.each([
    ['sin(30)', '0.5', '-0.988031624'],
    ['2*cos(60)', '1', '-1.904825961'],
    ['sin(pi/6)', '0.5', '0.5'],
    ['tan(45)', '1', '1.619775191'],
    // lim and int follow the unit for trig: sin(x)/x → π/180 in degrees, 1 in radians.
    ['lim(sin(x)/x, 0)', '0.017453293', '1'],
    ['int(cos(x), 0, 90)', '57.295780', '0.893997'],
    ['log(100)', '2', '2'],
  ])('%s is %s in degrees and %s in radians', (expression, degrees, radians) => {
    expect(evaluate(expression)).toMatchObject({ ok: true, text: degrees });
    expect(evaluate(expression, 'deg')).toMatchObject({ ok: true, text: degrees });
    expect(evaluate(expression, 'rad')).toMatchObject({ ok: true, text: radians });
  });

  it('leaves the default unit as it was after a radians evaluation, even one that failed', () => {
    expect(evaluate('tan(90)', 'rad')).toMatchObject({ ok: true });
    expect(evaluate('tan(90)')).toEqual({ ok: false, reason: 'error' });
  });
});

describe('forbidden words and characters (spec §5: Invalid expression)', () => {
  // The spec's list: letters other than e, backticks, dollar sign, arrow functions, logical operators, import,
  // require, process, window, document, eval, new, function.
  const forbidden = [
    'a',
    'y + 1',
    'b(2)',
    '`1`',
    '$',
    '$1',
    '() => 1',
    'x => x',
    '1 && 2',
    '1 || 2',
    '!1',
    'import',
    'require',
    'process',
    'window',
    'document',
    'eval',
    'new',
    'function',
  ];
  it.each(forbidden)('%s is invalid, alone and in the summation path', (text) => {
    expect(evaluate(text)).toEqual({ ok: false, reason: 'invalid' });
    expect(evaluate(`sum(${text}, 1, 2)`)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('escape attempts give an error and run nothing', () => {
  const escapes = [
    'constructor',
    'x.constructor',
    'constructor.constructor("globalThis.pwned = 1")()',
    '(1).constructor.constructor("globalThis.pwned = 1")()',
    '[].map.constructor("globalThis.pwned = 1")()',
    '[].constructor.constructor("globalThis.pwned = 1")()',
    'cos.constructor("globalThis.pwned = 1")()',
    'sin["constructor"]("globalThis.pwned = 1")()',
    '__proto__',
    'x.__proto__.pwned = 1',
    'Object.prototype',
    'import({pwned: 1}, {override: true})',
    'createUnit("pwned")',
    'evaluate("pwned = 1")',
    'parse("1").compile()',
    'parse("1").compile().evaluate()',
    'simplify("x")',
    'derivative("x^2", "x")',
    'resolve(parse("x"), {x: 1})',
    'reviver()',
    'f(x) = x',
    'pwned = 1',
    'sum = 1',
    'sin(x) = 1',
    '"abc"',
    "'abc'",
    '{}',
    '[1]',
    '1;2',
    '1\n2',
    'this',
    'toString()',
    'valueOf',
    'hasOwnProperty("sin")',
  ];
  afterEach(() => {
    delete (globalThis as { pwned?: unknown }).pwned;
  });
  it.each(escapes)('%j', (text) => {
    const before = Object.getOwnPropertyNames(globalThis).length;
    const outcome = evaluate(text);
    expect(outcome.ok).toBe(false);
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined();
    expect(Object.getOwnPropertyNames(globalThis).length).toBe(before);
  });

  // Behind the word rule and the tree check, the instance itself refuses (mathjs's security guidance).
  it.each([
    'import({pwned: 1}, {override: true})',
    'createUnit("pwned")',
    'evaluate("1 + 1")',
    'parse("1")',
    'compile("1")',
    'simplify("x + x")',
    'derivative("x^2", "x")',
    'resolve("x", {x: 1})',
    'rationalize("1/x")',
    'parser()',
  ])('the instance refuses %s even without the word rule', (text) => {
    expect(() => parseExpression(text).compile().evaluate({})).toThrow(/is disabled/);
  });

  it('refuses property access to the constructor even without the word rule', () => {
    expect(() =>
      parseExpression('cos.constructor("globalThis.pwned = 1")()').compile().evaluate({}),
    ).toThrow();
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined();
  });
});

describe('formatResult', () => {
  it('rounds to 9 decimals and keeps integrals at 6', () => {
    expect(formatResult(0.1 + 0.2, false)).toBe('0.3');
    expect(formatResult(2 / 3, false)).toBe('0.666666667');
    expect(formatResult(9, true)).toBe('9.000000');
    expect(formatResult(-1e-12, false)).toBe('0');
  });
});
