// Authoring aid for the built-in fixture test's Math modules.
//
// The questions are written here (String.raw keeps the KaTeX backslashes readable) and this script writes
// apps/server/src/content/fixture/math-module1.json, math-module2-easier.json and math-module2-harder.json.
// Once generated, the JSON files are the content; rerun this only if you edit the questions here.
// Check the result with: node scripts/fixture-math/verify.mjs && node scripts/fixture-math/katex-check.mjs
//
// In every text field: math between single $…$ (KaTeX); a literal dollar sign (money) is written \$.
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const r = String.raw;
const OUT = join(dirname(fileURLToPath(import.meta.url)), "../../apps/server/src/content/fixture");

const SKILL = {
  H1: "Linear equations in one variable",
  H2: "Linear functions",
  H3: "Linear equations in two variables",
  H4: "Systems of two linear equations in two variables",
  H5: "Linear inequalities in one or two variables",
  P1: "Nonlinear functions",
  P2: "Nonlinear equations in one variable and systems of equations in two variables",
  P3: "Equivalent expressions",
  Q1: "Ratios, rates, proportional relationships, and units",
  Q2: "Percentages",
  Q3: "One-variable data: distributions and measures of center and spread",
  Q4: "Two-variable data: models and scatterplots",
  Q5: "Probability and conditional probability",
  Q6: "Inference from sample statistics and margin of error",
  Q7: "Evaluating statistical claims: observational studies and experiments",
  S1: "Area and volume",
  S2: "Lines, angles, and triangles",
  S3: "Right triangles and trigonometry",
  S4: "Circles",
};

/** [id, difficulty, skill code, prompt, options, key, explanation, passage?] */
function mcq(id, difficulty, code, prompt, options, correctOption, explanation, passage = "") {
  return {
    id,
    section: "math",
    domain: code[0],
    skill: SKILL[code],
    difficulty,
    type: "mcq",
    passage,
    prompt,
    options,
    correctOption,
    explanation,
  };
}
function spr(id, difficulty, code, prompt, acceptedAnswers, explanation, passage = "") {
  return {
    id,
    section: "math",
    domain: code[0],
    skill: SKILL[code],
    difficulty,
    type: "spr",
    passage,
    prompt,
    acceptedAnswers,
    explanation,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Module 1: a broad mix (7 E, 8 M, 7 H)
// ---------------------------------------------------------------------------------------------------------
const module1 = [
  mcq(
    "fx-math-m1-01",
    "E",
    "H1",
    r`If $4x - 7 = 21$, what is the value of $x$?`,
    [r`$\frac{7}{2}$`, r`$\frac{21}{4}$`, r`$7$`, r`$28$`],
    "C",
    r`Add 7 to both sides: $4x = 28$. Divide both sides by 4: $x = 7$. Check: $4(7) - 7 = 28 - 7 = 21$. Choice A is incorrect: it comes from subtracting 7 from 21 instead of adding it, which gives $4x = 14$. Choice B is incorrect: it ignores the $-7$ and solves $4x = 21$. Choice D is incorrect: 28 is the value of $4x$, not of $x$.`,
  ),

  mcq(
    "fx-math-m1-02",
    "E",
    "Q5",
    r`A bag contains 6 red marbles, 4 blue marbles, and 10 green marbles. If one marble is chosen at random from the bag, what is the probability that it is blue?`,
    [r`$\frac{1}{5}$`, r`$\frac{1}{4}$`, r`$\frac{2}{5}$`, r`$\frac{4}{5}$`],
    "A",
    r`There are $6 + 4 + 10 = 20$ marbles and 4 of them are blue, so the probability is $\frac{4}{20} = \frac{1}{5}$. Choice B is incorrect: $\frac{4}{16}$ compares the blue marbles with the marbles that are not blue instead of with all the marbles. Choice C is incorrect: $\frac{4}{10}$ compares the blue marbles with the green marbles only. Choice D is incorrect: $\frac{16}{20} = \frac{4}{5}$ is the probability that the marble is not blue.`,
  ),

  spr(
    "fx-math-m1-03",
    "E",
    "P1",
    r`The function $f$ is defined by $f(x) = x^2 - 3x + 5$. What is the value of $f(-2)$?`,
    ["15"],
    r`Substitute $-2$ for $x$: $f(-2) = (-2)^2 - 3(-2) + 5 = 4 + 6 + 5 = 15$. Watch the signs: $(-2)^2$ is positive 4, and $-3(-2)$ is positive 6.`,
  ),

  mcq(
    "fx-math-m1-04",
    "E",
    "S2",
    r`In triangle $PQR$, the measure of angle $P$ is $48^\circ$ and the measure of angle $Q$ is $67^\circ$. What is the measure, in degrees, of angle $R$?`,
    [r`$113$`, r`$115$`, r`$132$`, r`$65$`],
    "D",
    r`The three angle measures of a triangle add up to $180^\circ$, so the measure of angle $R$ is $180 - 48 - 67 = 65$ degrees. Choice A is incorrect: $180 - 67 = 113$ forgets to subtract angle $P$. Choice B is incorrect: $48 + 67 = 115$ is the sum of the two given angles, not the third angle. Choice C is incorrect: $180 - 48 = 132$ forgets to subtract angle $Q$.`,
    "![Triangle PQR. The angle at P measures 48 degrees, the angle at Q measures 67 degrees, and the angle at R is not labeled. The figure is not drawn to scale.](triangle-pqr)",
  ),

  mcq(
    "fx-math-m1-05",
    "E",
    "H2",
    r`A plumber uses the equation $C = 65h + 40$ to find the total charge $C$, in dollars, for a job that takes $h$ hours. What is the best interpretation of the number 40 in this context?`,
    [
      "The charge, in dollars, for each hour of work",
      "A fixed charge, in dollars, that does not depend on the number of hours worked",
      "The total charge, in dollars, for a job that takes 40 hours",
      "The number of hours of work that cost 65 dollars",
    ],
    "B",
    r`When $h = 0$, $C = 65(0) + 40 = 40$: the plumber charges 40 dollars before any time is worked, and this amount is the same for every job, so it is a fixed charge. Each additional hour adds 65 dollars to $C$. Choice A is incorrect: the charge for each hour is 65, the coefficient of $h$. Choice C is incorrect: a 40-hour job costs $65(40) + 40 = 2{,}640$ dollars. Choice D is incorrect: 40 is an amount of money, not a number of hours.`,
  ),

  spr(
    "fx-math-m1-06",
    "E",
    "Q1",
    r`A cyclist rides 18 kilometers in 45 minutes. At this rate, how many kilometers will the cyclist ride in 2 hours?`,
    ["48"],
    r`45 minutes is $\frac{3}{4}$ of an hour, so the cyclist's rate is $18 \div \frac{3}{4} = 24$ kilometers per hour. In 2 hours the cyclist rides $24 \times 2 = 48$ kilometers. Equivalently, 2 hours is 120 minutes, and $\frac{18}{45} \times 120 = 48$.`,
  ),

  mcq(
    "fx-math-m1-07",
    "E",
    "H4",
    r`If $x + y = 10$ and $x - y = 4$, what is the value of $x$?`,
    [r`$3$`, r`$6$`, r`$7$`, r`$14$`],
    "C",
    r`Adding the two equations eliminates $y$: $2x = 14$, so $x = 7$ (and then $y = 3$). Check: $7 + 3 = 10$ and $7 - 3 = 4$. Choice A is incorrect: 3 is the value of $y$. Choice B is incorrect: subtracting the equations gives $2y = 6$, so 6 is the value of $2y$, not of $x$. Choice D is incorrect: 14 is the value of $2x$; it still has to be divided by 2.`,
  ),

  mcq(
    "fx-math-m1-08",
    "M",
    "H5",
    r`Which of the following values of $x$ satisfies the inequality $5 - 2x > 11$?`,
    [r`$-5$`, r`$-3$`, r`$0$`, r`$4$`],
    "A",
    r`Subtract 5 from both sides: $-2x > 6$. Dividing both sides by $-2$ reverses the inequality: $x < -3$. Of the choices, only $-5$ is less than $-3$. Check: $5 - 2(-5) = 15$, and $15 > 11$. Choice B is incorrect: $x = -3$ gives $5 + 6 = 11$, and $11 > 11$ is false because the inequality is strict. Choice C is incorrect: $x = 0$ gives $5 > 11$, which is false; 0 satisfies $x > -3$, the result of forgetting to reverse the inequality when dividing by a negative number. Choice D is incorrect for the same reason: $x = 4$ gives $-3 > 11$, which is false.`,
  ),

  mcq(
    "fx-math-m1-09",
    "M",
    "P3",
    r`Which of the following is equivalent to $(2x - 3)^2$?`,
    [r`$4x^2 - 9$`, r`$2x^2 - 12x + 9$`, r`$4x^2 - 6x + 9$`, r`$4x^2 - 12x + 9$`],
    "D",
    r`$(2x - 3)^2 = (2x - 3)(2x - 3) = 4x^2 - 6x - 6x + 9 = 4x^2 - 12x + 9$. Choice A is incorrect: it squares each term and drops the middle term, but $(a - b)^2 \ne a^2 - b^2$. Choice B is incorrect: it forgets to square the coefficient 2, since $(2x)^2 = 4x^2$, not $2x^2$. Choice C is incorrect: it includes only one of the two middle products; the middle term is $2(2x)(-3) = -12x$.`,
  ),

  spr(
    "fx-math-m1-10",
    "M",
    "H3",
    r`Priya spent exactly \$27 on notebooks and pens. The equation $3n + 1.5p = 27$ represents this situation, where $n$ is the number of notebooks and $p$ is the number of pens she bought. If Priya bought 5 notebooks, how many pens did she buy?`,
    ["8"],
    r`Substitute $n = 5$: $3(5) + 1.5p = 27$, so $15 + 1.5p = 27$. Subtract 15: $1.5p = 12$. Divide by 1.5: $p = 8$. Check: $15 + 1.5(8) = 15 + 12 = 27$.`,
  ),

  mcq(
    "fx-math-m1-11",
    "M",
    "Q3",
    r`The heights, in centimeters, of six seedlings are 12, 15, 15, 18, 20, and 22. A seventh seedling, with a height of 45 centimeters, is added to the group. Which of the following describes how the mean and the median of the heights change when the seventh seedling is added?`,
    [
      "The mean increases, and the median stays the same.",
      "Both the mean and the median increase, and the mean increases by more than the median does.",
      "Both the mean and the median increase, and the median increases by more than the mean does.",
      "The median increases, and the mean stays the same.",
    ],
    "B",
    r`Before: the mean is $\frac{12 + 15 + 15 + 18 + 20 + 22}{6} = \frac{102}{6} = 17$, and the median is the average of the two middle values, $\frac{15 + 18}{2} = 16.5$. After: the mean is $\frac{147}{7} = 21$, and the median is the 4th of the 7 ordered values 12, 15, 15, 18, 20, 22, 45, which is 18. The mean increases by 4 and the median by 1.5: a single large value pulls the mean much more than the median. Choice A is incorrect: with six values the median was 16.5, and with seven it is 18, so the median does change. Choice C is incorrect: the median increases by 1.5, less than the mean's increase of 4. Choice D is incorrect: adding a value greater than the mean always raises the mean.`,
  ),

  mcq(
    "fx-math-m1-12",
    "M",
    "P2",
    r`What is the positive solution to the equation $x^2 - 5x - 14 = 0$?`,
    [r`$2$`, r`$5$`, r`$7$`, r`$14$`],
    "C",
    r`Factor: $x^2 - 5x - 14 = (x - 7)(x + 2)$, because $(-7)(2) = -14$ and $-7 + 2 = -5$. The solutions are $7$ and $-2$, so the positive solution is 7. Check: $49 - 35 - 14 = 0$. Choice A is incorrect: it comes from a sign error in the factoring, $(x + 7)(x - 2)$, which expands to $x^2 + 5x - 14$. Choice B is incorrect: 5 is the sum of the two solutions, not a solution. Choice D is incorrect: 14 is the constant term; $14^2 - 5(14) - 14 = 112$, not 0.`,
  ),

  mcq(
    "fx-math-m1-13",
    "M",
    "S3",
    r`In right triangle $ABC$, angle $C$ is a right angle and $\sin A = \frac{8}{17}$. What is the value of $\cos A$?`,
    [r`$\frac{8}{15}$`, r`$\frac{15}{8}$`, r`$\frac{17}{15}$`, r`$\frac{15}{17}$`],
    "D",
    r`$\sin A = \frac{\text{opposite}}{\text{hypotenuse}}$, so the side opposite angle $A$ can be taken as 8 and the hypotenuse as 17. By the Pythagorean theorem the side adjacent to $A$ is $\sqrt{17^2 - 8^2} = \sqrt{289 - 64} = \sqrt{225} = 15$, so $\cos A = \frac{\text{adjacent}}{\text{hypotenuse}} = \frac{15}{17}$. Choice A is incorrect: $\frac{8}{15}$ is opposite over adjacent, which is $\tan A$. Choice B is incorrect: $\frac{15}{8}$ is adjacent over opposite, the reciprocal of $\tan A$. Choice C is incorrect: $\frac{17}{15}$ is hypotenuse over adjacent, the reciprocal of $\cos A$.`,
  ),

  mcq(
    "fx-math-m1-14",
    "M",
    "H2",
    r`A line in the $xy$-plane passes through the points $(2, 5)$ and $(6, 17)$. Which of the following is an equation of the line?`,
    [r`$y = 3x + 5$`, r`$y = 3x - 1$`, r`$y = 3x + 1$`, r`$y = \frac{1}{3}x + \frac{13}{3}$`],
    "B",
    r`The slope is $\frac{17 - 5}{6 - 2} = \frac{12}{4} = 3$. Substituting the point $(2, 5)$ into $y = 3x + b$ gives $5 = 6 + b$, so $b = -1$ and the equation is $y = 3x - 1$. Check with $(6, 17)$: $3(6) - 1 = 17$. Choice A is incorrect: it uses 5, the $y$-coordinate of $(2, 5)$, as the $y$-intercept, but that point is not on the $y$-axis. Choice C is incorrect: it makes a sign error when solving $5 = 6 + b$. Choice D is incorrect: it uses run over rise, $\frac{4}{12}$, as the slope; that line passes through $(2, 5)$ but not through $(6, 17)$.`,
  ),

  mcq(
    "fx-math-m1-15",
    "M",
    "P1",
    r`A biologist observes a colony of 500 bacteria whose population triples every 4 hours. Which of the following functions gives the population $P(t)$ of the colony $t$ hours after the observation begins?`,
    [
      r`$P(t) = 500(3)^{\frac{t}{4}}$`,
      r`$P(t) = 500(3)^{4t}$`,
      r`$P(t) = 500(4)^{\frac{t}{3}}$`,
      r`$P(t) = 3(500)^{\frac{t}{4}}$`,
    ],
    "A",
    r`The population is multiplied by 3 once for every 4 hours, so after $t$ hours it has tripled $\frac{t}{4}$ times: $P(t) = 500(3)^{\frac{t}{4}}$. Check: $P(0) = 500$, $P(4) = 1{,}500$, and $P(8) = 4{,}500$. Choice B is incorrect: it triples the population 4 times every hour, so $P(1)$ would already be $500(81) = 40{,}500$. Choice C is incorrect: it swaps the growth factor and the time period, describing a population that quadruples every 3 hours. Choice D is incorrect: it swaps the initial value and the growth factor, so $P(0) = 3$ instead of 500.`,
  ),

  spr(
    "fx-math-m1-16",
    "H",
    "H4",
    r`In the system of equations $ax + 3y = 7$ and $5x - 6y = 5$, $a$ is a constant. If the system has no solution, what is the value of $a$?`,
    ["-5/2", "-2.5"],
    r`A system of two linear equations has no solution when the two lines are parallel and distinct: the coefficients of $x$ and $y$ are proportional but the constants are not. The $y$-coefficients are in the ratio $\frac{3}{-6} = -\frac{1}{2}$, so the $x$-coefficients must be too: $\frac{a}{5} = -\frac{1}{2}$, which gives $a = -\frac{5}{2}$. The constants are in the ratio $\frac{7}{5}$, which is not $-\frac{1}{2}$, so the lines are parallel and distinct (both have slope $\frac{5}{6}$). Enter -5/2 or -2.5.`,
  ),

  spr(
    "fx-math-m1-17",
    "H",
    "Q2",
    r`The price of a bicycle was increased by 25%. Later, the increased price was decreased by $p$%, and the final price was 10% less than the original price. What is the value of $p$?`,
    ["28"],
    r`Let the original price be 100 dollars (any value gives the same percent). After the 25% increase the price is $100(1.25) = 125$ dollars, and the final price is $100(0.90) = 90$ dollars. The decrease is $125 - 90 = 35$ dollars, and $\frac{35}{125} = 0.28$, so $p = 28$. Algebraically, $1.25\left(1 - \frac{p}{100}\right) = 0.90$, so $1 - \frac{p}{100} = 0.72$ and $p = 28$. Adding the percents ($25 + 10 = 35$) does not work, because the decrease is a percent of the larger, increased price.`,
  ),

  spr(
    "fx-math-m1-18",
    "H",
    "P2",
    r`In the $xy$-plane, the graph of $y = x^2 - 4x + c$, where $c$ is a constant, intersects the line $y = 2x - 8$ at exactly one point. What is the value of $c$?`,
    ["1"],
    r`At an intersection point both equations hold, so $x^2 - 4x + c = 2x - 8$, or $x^2 - 6x + (c + 8) = 0$. The graphs meet at exactly one point when this quadratic equation has exactly one real solution, that is, when its discriminant is 0: $(-6)^2 - 4(1)(c + 8) = 0$, so $36 = 4c + 32$ and $c = 1$. Check: with $c = 1$ the equation is $x^2 - 6x + 9 = (x - 3)^2 = 0$, whose only solution is $x = 3$, so the only intersection point is $(3, -2)$.`,
  ),

  mcq(
    "fx-math-m1-19",
    "H",
    "P3",
    r`Which of the following is equivalent to $\frac{4x + 7}{x + 2}$ for $x \ne -2$?`,
    [r`$4 + \frac{7}{x + 2}$`, r`$4 + \frac{5}{x + 2}$`, r`$4 - \frac{1}{x + 2}$`, r`$4 + \frac{1}{x + 2}$`],
    "C",
    r`Write the numerator using a multiple of the denominator: $4x + 7 = 4(x + 2) - 1$. Then $\frac{4x + 7}{x + 2} = \frac{4(x + 2)}{x + 2} - \frac{1}{x + 2} = 4 - \frac{1}{x + 2}$. Check with $x = 0$: $\frac{7}{2} = 3.5$ and $4 - \frac{1}{2} = 3.5$. Choice A is incorrect: it keeps the original constant 7, as if $4(x + 2)$ were $4x$. Choice B is incorrect: it uses $4x + 2$ for $4(x + 2)$, distributing the 4 to $x$ only. Choice D is incorrect: it subtracts in the wrong order, $8 - 7$ instead of $7 - 8$.`,
  ),

  mcq(
    "fx-math-m1-20",
    "H",
    "S4",
    r`The equation of a circle in the $xy$-plane is $x^2 + y^2 - 6x + 10y + 9 = 0$. What is the radius of the circle?`,
    [r`$3$`, r`$\sqrt{43}$`, r`$25$`, r`$5$`],
    "D",
    r`Complete the square in $x$ and in $y$: $(x^2 - 6x + 9) + (y^2 + 10y + 25) = -9 + 9 + 25$, so $(x - 3)^2 + (y + 5)^2 = 25$. This is a circle with center $(3, -5)$ and radius $\sqrt{25} = 5$. Choice A is incorrect: it takes the square root of the constant 9 in the original equation. Choice B is incorrect: it adds the 9 to the right side instead of subtracting it, giving $9 + 25 + 9 = 43$. Choice C is incorrect: 25 is $r^2$, not $r$.`,
  ),

  mcq(
    "fx-math-m1-21",
    "H",
    "P1",
    r`The function $f$ is defined by $f(x) = -2x^2 + 12x + c$, where $c$ is a constant. The maximum value of $f$ is 31. What is the value of $c$?`,
    [r`$13$`, r`$31$`, r`$49$`, r`$85$`],
    "A",
    r`The graph opens downward, so the maximum is at the vertex, where $x = -\frac{b}{2a} = -\frac{12}{2(-2)} = 3$. Then $f(3) = -2(9) + 12(3) + c = 18 + c$. Setting $18 + c = 31$ gives $c = 13$. Choice B is incorrect: $c = f(0)$ is the $y$-intercept, not the maximum value. Choice C is incorrect: it adds 18 to 31 instead of subtracting it. Choice D is incorrect: it puts the vertex at $x = -3$ (a sign error in $-\frac{b}{2a}$), which gives $f(-3) = -54 + c = 31$.`,
  ),

  mcq(
    "fx-math-m1-22",
    "H",
    "H1",
    r`In the equation $\frac{3}{4}(8x - k) = 6x - 9$, $k$ is a constant. If the equation has infinitely many solutions, what is the value of $k$?`,
    [r`$-12$`, r`$12$`, r`$\frac{27}{4}$`, r`$9$`],
    "B",
    r`Distribute on the left: $6x - \frac{3}{4}k = 6x - 9$. The $x$-terms already match, so the equation is true for every value of $x$ exactly when the constant terms match too: $\frac{3}{4}k = 9$, so $k = 9 \cdot \frac{4}{3} = 12$. Choice A is incorrect: it comes from a sign error, $-\frac{3}{4}k = 9$. Choice C is incorrect: it multiplies 9 by $\frac{3}{4}$ instead of dividing by $\frac{3}{4}$. Choice D is incorrect: it ignores the factor $\frac{3}{4}$ on $k$, as if $\frac{3}{4}(8x - k)$ were $6x - k$.`,
  ),
];

// ---------------------------------------------------------------------------------------------------------
// Module 2, easier route: mostly E and M (10 E, 9 M, 3 H)
// ---------------------------------------------------------------------------------------------------------
const module2Easier = [
  mcq(
    "fx-math-m2e-01",
    "E",
    "H1",
    r`If $\frac{x}{3} + 2 = 6$, what is the value of $x$?`,
    [r`$\frac{4}{3}$`, r`$4$`, r`$12$`, r`$24$`],
    "C",
    r`Subtract 2 from both sides: $\frac{x}{3} = 4$. Multiply both sides by 3: $x = 12$. Check: $\frac{12}{3} + 2 = 4 + 2 = 6$. Choice A is incorrect: it divides 4 by 3 instead of multiplying by 3. Choice B is incorrect: 4 is the value of $\frac{x}{3}$, not of $x$. Choice D is incorrect: it adds 2 to 6 instead of subtracting, which gives $\frac{x}{3} = 8$.`,
  ),

  mcq(
    "fx-math-m2e-02",
    "E",
    "P1",
    r`The function $g$ is defined by $g(x) = 2x^2 + 1$. What is the value of $g(3)$?`,
    [r`$19$`, r`$7$`, r`$37$`, r`$18$`],
    "A",
    r`$g(3) = 2(3)^2 + 1 = 2(9) + 1 = 19$. Choice B is incorrect: it forgets the exponent and computes $2(3) + 1$. Choice C is incorrect: it squares $2 \cdot 3$ instead of squaring only the 3, computing $6^2 + 1$. Choice D is incorrect: it forgets to add 1.`,
  ),

  spr(
    "fx-math-m2e-03",
    "E",
    "Q1",
    r`A car uses 3 gallons of gasoline to travel 96 miles. At this rate, how many gallons of gasoline does the car use to travel 240 miles?`,
    ["15/2", "7.5"],
    r`The car travels $\frac{96}{3} = 32$ miles per gallon, so 240 miles takes $\frac{240}{32} = 7.5$ gallons. Equivalently, solve the proportion $\frac{3}{96} = \frac{g}{240}$: $g = \frac{3 \cdot 240}{96} = 7.5$. Enter 7.5 or 15/2.`,
  ),

  mcq(
    "fx-math-m2e-04",
    "E",
    "S1",
    r`A storage box is shaped like a right rectangular prism with length 6 feet, width 5 feet, and height 4 feet. What is the volume, in cubic feet, of the box?`,
    [r`$15$`, r`$120$`, r`$148$`, r`$40$`],
    "B",
    r`The volume of a right rectangular prism is length times width times height: $6 \cdot 5 \cdot 4 = 120$ cubic feet. Choice A is incorrect: it adds the three dimensions instead of multiplying them. Choice C is incorrect: $2(6 \cdot 5 + 6 \cdot 4 + 5 \cdot 4) = 148$ is the surface area, in square feet. Choice D is incorrect: it uses the pyramid formula $\frac{1}{3}lwh$.`,
  ),

  mcq(
    "fx-math-m2e-05",
    "E",
    "H2",
    r`The function $f$ is defined by $f(x) = 5x - 2$. If $f(a) = 18$, what is the value of $a$?`,
    [r`$\frac{16}{5}$`, r`$20$`, r`$88$`, r`$4$`],
    "D",
    r`$f(a) = 18$ means $5a - 2 = 18$. Add 2: $5a = 20$. Divide by 5: $a = 4$. Check: $f(4) = 20 - 2 = 18$. Choice A is incorrect: it subtracts 2 instead of adding it, giving $5a = 16$. Choice B is incorrect: 20 is the value of $5a$, not of $a$. Choice C is incorrect: 88 is $f(18)$; it uses 18 as the input instead of the output.`,
  ),

  mcq(
    "fx-math-m2e-06",
    "E",
    "H4",
    r`If $y = 2x$ and $x + y = 12$, what is the value of $y$?`,
    [r`$4$`, r`$6$`, r`$8$`, r`$12$`],
    "C",
    r`Substitute $2x$ for $y$ in the second equation: $x + 2x = 12$, so $3x = 12$ and $x = 4$. Then $y = 2(4) = 8$. Check: $4 + 8 = 12$. Choice A is incorrect: 4 is the value of $x$. Choice B is incorrect: it splits 12 evenly, as if $x$ and $y$ were equal. Choice D is incorrect: 12 is the value of $x + y$.`,
  ),

  mcq(
    "fx-math-m2e-07",
    "E",
    "P3",
    r`Which of the following is equivalent to $3(x + 4) - 2(x - 1)$?`,
    [r`$x + 10$`, r`$x + 14$`, r`$x + 11$`, r`$5x + 14$`],
    "B",
    r`Distribute: $3(x + 4) = 3x + 12$ and $-2(x - 1) = -2x + 2$. Combine like terms: $3x - 2x + 12 + 2 = x + 14$. Choice A is incorrect: it treats $-2(-1)$ as $-2$ instead of $+2$. Choice C is incorrect: it distributes the $-2$ to $x$ only and keeps the $-1$. Choice D is incorrect: it adds $3x$ and $2x$ instead of subtracting $2x$.`,
  ),

  spr(
    "fx-math-m2e-08",
    "E",
    "Q2",
    r`In a class of 40 students, 14 students walk to school. What percent of the students in the class walk to school? (Enter your answer without the % sign.)`,
    ["35"],
    r`The fraction of students who walk is $\frac{14}{40} = 0.35$, and $0.35 = 35\%$. Check: 35% of 40 is $0.35 \times 40 = 14$.`,
  ),

  mcq(
    "fx-math-m2e-09",
    "E",
    "S2",
    r`Angles $A$ and $B$ are supplementary, and the measure of angle $A$ is 4 times the measure of angle $B$. What is the measure, in degrees, of angle $B$?`,
    [r`$36$`, r`$45$`, r`$144$`, r`$18$`],
    "A",
    r`Supplementary angles add up to $180^\circ$, so $4B + B = 180$, $5B = 180$, and $B = 36$ (then $A = 144$). Choice B is incorrect: it divides 180 by 4 instead of 5, leaving out angle $B$ itself. Choice C is incorrect: 144 is the measure of angle $A$. Choice D is incorrect: it uses 90, the sum for complementary angles, and solves $5B = 90$.`,
  ),

  spr(
    "fx-math-m2e-10",
    "E",
    "H3",
    r`The point $(4, k)$ lies on the line with equation $3x - 2y = 6$. What is the value of $k$?`,
    ["3"],
    r`A point lies on a line when its coordinates satisfy the equation. Substitute $x = 4$ and $y = k$: $3(4) - 2k = 6$, so $12 - 2k = 6$, $-2k = -6$, and $k = 3$.`,
  ),

  mcq(
    "fx-math-m2e-11",
    "M",
    "H5",
    r`A delivery van can carry at most 1,200 kilograms. The driver weighs 80 kilograms, and each box of tiles weighs 35 kilograms. Which inequality represents the possible numbers of boxes, $b$, that the van can carry along with the driver?`,
    [r`$35 + 80b \le 1200$`, r`$80 + 35b \ge 1200$`, r`$80 + 35b \le 1200$`, r`$80b + 35b \le 1200$`],
    "C",
    r`The total weight is the driver's 80 kilograms plus 35 kilograms for each of the $b$ boxes, $80 + 35b$, and "at most 1,200" means less than or equal to 1,200: $80 + 35b \le 1200$. Choice A is incorrect: it swaps the driver's weight and the weight of one box. Choice B is incorrect: $\ge$ would mean the load must be at least 1,200 kilograms. Choice D is incorrect: it multiplies the driver's weight by $b$, as if there were a driver for each box.`,
  ),

  spr(
    "fx-math-m2e-12",
    "M",
    "P2",
    r`If $(x - 3)^2 = 49$ and $x < 0$, what is the value of $x$?`,
    ["-4"],
    r`If $(x - 3)^2 = 49$, then $x - 3 = 7$ or $x - 3 = -7$, so $x = 10$ or $x = -4$. Only $-4$ is less than 0. Check: $(-4 - 3)^2 = (-7)^2 = 49$.`,
  ),

  mcq(
    "fx-math-m2e-13",
    "M",
    "Q4",
    r`A store manager models daily ice cream sales with the line of best fit $y = 12.5x - 610$, where $x$ is the day's high temperature, in degrees Fahrenheit, and $y$ is the number of ice cream cones sold that day. According to the model, at what high temperature, in degrees Fahrenheit, would the store sell 140 cones?`,
    [r`$37.6$`, r`$60$`, r`$1140$`, r`$11.2$`],
    "B",
    r`Substitute 140 for $y$: $140 = 12.5x - 610$. Add 610: $750 = 12.5x$. Divide: $x = 60$. Check: $12.5(60) - 610 = 750 - 610 = 140$. Choice A is incorrect: it subtracts 140 from 610 instead of adding 610 to 140, a sign error. Choice C is incorrect: it substitutes 140 for $x$, which gives the predicted number of cones on a 140-degree day. Choice D is incorrect: it ignores the $-610$ and computes $\frac{140}{12.5}$.`,
  ),

  mcq(
    "fx-math-m2e-14",
    "M",
    "H2",
    r`A water tank holds 500 liters of water. Water drains from the tank at a constant rate of 20 liters per minute until the tank is empty. Which function gives the volume $V(t)$, in liters, of water in the tank $t$ minutes after the water begins to drain?`,
    [r`$V(t) = 500 + 20t$`, r`$V(t) = 20t - 500$`, r`$V(t) = 500t - 20$`, r`$V(t) = 500 - 20t$`],
    "D",
    r`The tank starts with 500 liters, so $V(0) = 500$, and it loses 20 liters each minute, so $V(t) = 500 - 20t$. For example, after 10 minutes $V(10) = 300$ liters remain. Choice A is incorrect: it adds 20 liters each minute, as if the tank were filling. Choice B is incorrect: it gives $V(0) = -500$, a negative volume. Choice C is incorrect: it swaps the starting volume and the rate.`,
  ),

  mcq(
    "fx-math-m2e-15",
    "M",
    "S3",
    r`A 13-foot ladder leans against a vertical wall. The bottom of the ladder is on level ground, 5 feet from the base of the wall. How many feet above the ground is the top of the ladder?`,
    [r`$12$`, r`$8$`, r`$\sqrt{194}$`, r`$18$`],
    "A",
    r`The wall, the ground, and the ladder form a right triangle with the ladder as the hypotenuse. If $h$ is the height, $h^2 + 5^2 = 13^2$, so $h^2 = 169 - 25 = 144$ and $h = 12$. Choice B is incorrect: it subtracts the lengths, $13 - 5$, instead of their squares. Choice C is incorrect: it adds the squares, $13^2 + 5^2 = 194$, treating the ladder as a leg instead of the hypotenuse. Choice D is incorrect: it adds the lengths.`,
  ),

  mcq(
    "fx-math-m2e-16",
    "M",
    "P1",
    r`The value, in dollars, of a car $t$ years after it was purchased is modeled by the function $V(t) = 24{,}000(0.85)^t$. Which of the following best describes how the value of the car changes?`,
    [
      "It increases by 85% each year.",
      "It decreases by 85% each year.",
      "It decreases by 15% each year.",
      r`It decreases by \$0.85 each year.`,
    ],
    "C",
    r`Each year the value is multiplied by $0.85 = 1 - 0.15$, so the car keeps 85% of its value and loses 15% of it every year. For example, $V(0) = 24{,}000$ and $V(1) = 20{,}400$, a drop of 3,600 dollars, which is 15% of 24,000. Choice A is incorrect: a growth factor less than 1 means the value decreases; an 85% increase would be a factor of 1.85. Choice B is incorrect: it confuses the 85% that is kept with the percent that is lost. Choice D is incorrect: the value decreases by a percent of its current value, not by a fixed dollar amount each year (a fixed decrease would be a linear model).`,
  ),

  spr(
    "fx-math-m2e-17",
    "M",
    "H4",
    r`At a school fundraiser, adult tickets cost \$8 each and student tickets cost \$5 each. A total of 150 tickets were sold for \$960. How many adult tickets were sold?`,
    ["70"],
    r`Let $a$ be the number of adult tickets and $s$ the number of student tickets. Then $a + s = 150$ and $8a + 5s = 960$. Substitute $s = 150 - a$: $8a + 5(150 - a) = 960$, so $3a + 750 = 960$, $3a = 210$, and $a = 70$ (and $s = 80$). Check: $8(70) + 5(80) = 560 + 400 = 960$.`,
  ),

  mcq(
    "fx-math-m2e-18",
    "M",
    "P3",
    r`Which of the following is equivalent to $x^2 - 2x - 24$?`,
    [r`$(x + 6)(x - 4)$`, r`$(x - 8)(x + 3)$`, r`$(x - 12)(x + 2)$`, r`$(x - 6)(x + 4)$`],
    "D",
    r`Look for two numbers whose product is $-24$ and whose sum is $-2$: $-6$ and $4$. So $x^2 - 2x - 24 = (x - 6)(x + 4)$. Check: $(x - 6)(x + 4) = x^2 + 4x - 6x - 24 = x^2 - 2x - 24$. Choice A is incorrect: its signs are reversed, and it expands to $x^2 + 2x - 24$. Choice B is incorrect: $-8$ and 3 have product $-24$ but sum $-5$, so it expands to $x^2 - 5x - 24$. Choice C is incorrect: $-12$ and 2 have sum $-10$, so it expands to $x^2 - 10x - 24$.`,
  ),

  mcq(
    "fx-math-m2e-19",
    "M",
    "S4",
    r`A circle has a radius of 6 centimeters. What is the length, in centimeters, of an arc of the circle that has a central angle of $60^\circ$?`,
    [r`$\pi$`, r`$2\pi$`, r`$6\pi$`, r`$12\pi$`],
    "B",
    r`A central angle of $60^\circ$ is $\frac{60}{360} = \frac{1}{6}$ of the full circle. The circumference is $2\pi(6) = 12\pi$, so the arc length is $\frac{1}{6}(12\pi) = 2\pi$ centimeters. Choice A is incorrect: it uses $\pi r$ instead of $2\pi r$ for the circumference. Choice C is incorrect: $\frac{1}{6}\pi(6)^2 = 6\pi$ is the area of the sector, in square centimeters. Choice D is incorrect: $12\pi$ is the circumference of the whole circle.`,
  ),

  spr(
    "fx-math-m2e-20",
    "H",
    "P1",
    r`The graph of $y = (x - 4)(x + 2)$ in the $xy$-plane is a parabola with vertex $(h, k)$. What is the value of $k$?`,
    ["-9"],
    r`The $x$-intercepts of the parabola are 4 and $-2$. A parabola is symmetric about the vertical line through its vertex, which lies halfway between the intercepts: $h = \frac{4 + (-2)}{2} = 1$. Then $k = (1 - 4)(1 + 2) = (-3)(3) = -9$. (In vertex form, $y = x^2 - 2x - 8 = (x - 1)^2 - 9$.)`,
  ),

  mcq(
    "fx-math-m2e-21",
    "H",
    "H1",
    r`In the equation $7(x - 2) + ax = 3x + 5$, $a$ is a constant. If the equation has no solution, what is the value of $a$?`,
    [r`$-4$`, r`$4$`, r`$-10$`, r`$3$`],
    "A",
    r`The left side is $7x - 14 + ax = (7 + a)x - 14$. A linear equation has no solution when the $x$-terms on both sides are equal but the constant terms are different. So $7 + a = 3$, which gives $a = -4$; the equation becomes $3x - 14 = 3x + 5$, which would require $-14 = 5$, so it has no solution. Choice B is incorrect: it comes from a sign error, $a = 7 - 3$. Choice C is incorrect: it solves $7 + a = -3$, moving the $3x$ with the wrong sign. Choice D is incorrect: it sets $a$ equal to 3, the coefficient on the right, forgetting the $7x$ from distributing.`,
  ),

  mcq(
    "fx-math-m2e-22",
    "H",
    "P2",
    r`Which of the following ordered pairs $(x, y)$ is a solution to the system of equations $y = x^2 + 2x - 3$ and $y = x + 3$?`,
    [r`$(3, 6)$`, r`$(-2, 1)$`, r`$(0, -3)$`, r`$(2, 5)$`],
    "D",
    r`Set the expressions for $y$ equal: $x^2 + 2x - 3 = x + 3$, so $x^2 + x - 6 = 0$ and $(x + 3)(x - 2) = 0$. Then $x = -3$ or $x = 2$, and $y = x + 3$ gives the solutions $(-3, 0)$ and $(2, 5)$. Only $(2, 5)$ is a choice. Check: $2^2 + 2(2) - 3 = 5$ and $2 + 3 = 5$. Choice A is incorrect: it comes from the sign error $(x - 3)(x + 2)$; the point is on the line, but $3^2 + 2(3) - 3 = 12$, not 6. Choice B is incorrect: it comes from the same sign error; it is on the line, but $(-2)^2 + 2(-2) - 3 = -3$, not 1. Choice C is incorrect: it is the $y$-intercept of the parabola, but it is not on the line, since $0 + 3 = 3$, not $-3$.`,
  ),
];

// ---------------------------------------------------------------------------------------------------------
// Module 2, harder route: mostly M and H (3 E, 8 M, 11 H)
// ---------------------------------------------------------------------------------------------------------
const module2Harder = [
  spr(
    "fx-math-m2h-01",
    "E",
    "H1",
    r`If $3(2x - 5) = 4x + 7$, what is the value of $x$?`,
    ["11"],
    r`Distribute: $6x - 15 = 4x + 7$. Subtract $4x$ and add 15: $2x = 22$, so $x = 11$. Check: $3(22 - 5) = 3(17) = 51$ and $4(11) + 7 = 51$.`,
  ),

  mcq(
    "fx-math-m2h-02",
    "E",
    "P3",
    r`Which of the following is equivalent to $(3x^2 - 5x + 2) - (x^2 + 4x - 6)$?`,
    [r`$2x^2 - x - 4$`, r`$2x^2 - 9x + 8$`, r`$4x^2 - x - 4$`, r`$2x^2 - 9x - 4$`],
    "B",
    r`Distribute the minus sign to every term of the second polynomial: $3x^2 - 5x + 2 - x^2 - 4x + 6$. Combine like terms: $2x^2 - 9x + 8$. Choice A is incorrect: it subtracts only the $x^2$ term and adds the other two terms ($-5x + 4x$ and $2 - 6$). Choice C is incorrect: it adds the two polynomials instead of subtracting. Choice D is incorrect: it forgets to change the sign of the constant $-6$.`,
  ),

  mcq(
    "fx-math-m2h-03",
    "E",
    "Q1",
    r`A recipe uses 2.5 cups of sugar to make 4 dozen cookies. At this rate, how many cups of sugar are needed to make 10 dozen cookies?`,
    [r`$6.25$`, r`$16$`, r`$8.5$`, r`$25$`],
    "A",
    r`The recipe uses $\frac{2.5}{4} = 0.625$ cup of sugar per dozen cookies, so 10 dozen cookies need $0.625 \times 10 = 6.25$ cups. Equivalently, $\frac{2.5}{4} = \frac{s}{10}$ gives $s = \frac{25}{4} = 6.25$. Choice B is incorrect: it inverts the rate, computing $\frac{4}{2.5} \times 10$. Choice C is incorrect: it adds the 6 extra dozen to 2.5 instead of scaling the amount of sugar. Choice D is incorrect: it treats 2.5 cups as the amount for one dozen, computing $2.5 \times 10$.`,
  ),

  mcq(
    "fx-math-m2h-04",
    "M",
    "H2",
    r`For the linear function $f$, $f(2) = 7$ and $f(5) = 19$. What is the value of $f(0)$?`,
    [r`$4$`, r`$3$`, r`$15$`, r`$-1$`],
    "D",
    r`The slope is $\frac{19 - 7}{5 - 2} = \frac{12}{3} = 4$. Going from $x = 2$ to $x = 0$ decreases $x$ by 2, so $f$ decreases by $2 \cdot 4 = 8$: $f(0) = 7 - 8 = -1$. So $f(x) = 4x - 1$; check: $f(5) = 20 - 1 = 19$. Choice A is incorrect: 4 is the slope, not $f(0)$. Choice B is incorrect: $7 - 4 = 3$ steps back only one unit of $x$, so it is $f(1)$. Choice C is incorrect: it adds 8 instead of subtracting, moving in the wrong direction.`,
  ),

  mcq(
    "fx-math-m2h-05",
    "M",
    "H4",
    r`If $3x + 5y = 26$ and $5x + 3y = 22$, what is the value of $x + y$?`,
    [r`$2$`, r`$4$`, r`$6$`, r`$48$`],
    "C",
    r`Adding the two equations gives $8x + 8y = 48$, so $8(x + y) = 48$ and $x + y = 6$. (Solving completely gives $x = 2$ and $y = 4$.) Choice A is incorrect: 2 is the value of $x$. Choice B is incorrect: 4 is the value of $y$. Choice D is incorrect: 48 is the value of $8(x + y)$; it still has to be divided by 8.`,
  ),

  mcq(
    "fx-math-m2h-06",
    "M",
    "P1",
    r`The functions $f$ and $g$ are defined by $f(x) = 2x + 1$ and $g(x) = x^2 - 3$. What is the value of $g(f(2))$?`,
    [r`$3$`, r`$5$`, r`$25$`, r`$22$`],
    "D",
    r`Work from the inside out: $f(2) = 2(2) + 1 = 5$, and then $g(5) = 5^2 - 3 = 22$. Choice A is incorrect: it composes in the wrong order, $f(g(2)) = f(1) = 3$. Choice B is incorrect: 5 is $f(2)$; it stops before applying $g$. Choice C is incorrect: it squares 5 but forgets to subtract 3.`,
  ),

  spr(
    "fx-math-m2h-07",
    "M",
    "P1",
    r`A ball is thrown upward. Its height, in feet, $t$ seconds after it is thrown is given by $h(t) = -16t^2 + 64t + 5$. What is the maximum height, in feet, that the ball reaches?`,
    ["69"],
    r`The graph of $h$ is a parabola that opens downward, so the maximum is at the vertex, $t = -\frac{64}{2(-16)} = 2$. Then $h(2) = -16(4) + 64(2) + 5 = -64 + 128 + 5 = 69$. Completing the square gives the same result: $h(t) = -16(t - 2)^2 + 69$.`,
  ),

  mcq(
    "fx-math-m2h-08",
    "M",
    "Q3",
    r`A data set of 10 numbers has a mean of 14. A second data set of 15 numbers has a mean of 24. What is the mean of the 25 numbers in the two data sets combined?`,
    [r`$20$`, r`$18$`, r`$19$`, r`$500$`],
    "A",
    r`The first set's numbers add up to $10 \times 14 = 140$ and the second set's to $15 \times 24 = 360$. The combined mean is $\frac{140 + 360}{25} = \frac{500}{25} = 20$. Choice B is incorrect: it swaps the weights, computing $\frac{10 \times 24 + 15 \times 14}{25} = 18$. Choice C is incorrect: it averages the two means, ignoring that the second set has more numbers. Choice D is incorrect: 500 is the sum of all 25 numbers, not their mean.`,
  ),

  mcq(
    "fx-math-m2h-09",
    "M",
    "H5",
    r`Which of the following points $(x, y)$ satisfies both inequalities $y > 2x - 3$ and $y \le -x + 6$?`,
    [r`$(0, 7)$`, r`$(4, 2)$`, r`$(2, 3)$`, r`$(3, 3)$`],
    "C",
    r`Test $(2, 3)$: $3 > 2(2) - 3 = 1$ is true, and $3 \le -2 + 6 = 4$ is true, so the point satisfies both inequalities. Choice A is incorrect: $7 > -3$ is true, but $7 \le 6$ is false. Choice B is incorrect: $2 > 2(4) - 3 = 5$ is false. Choice D is incorrect: $3 \le 3$ is true, but $3 > 2(3) - 3 = 3$ is false, because the point lies on the boundary line of the strict inequality.`,
  ),

  mcq(
    "fx-math-m2h-10",
    "M",
    "S2",
    r`Triangle $ABC$ is similar to triangle $DEF$, where vertices $A$, $B$, and $C$ correspond to vertices $D$, $E$, and $F$, respectively. If $AB = 6$, $DE = 15$, and $BC = 8$, what is the length of $\overline{EF}$?`,
    [r`$20$`, r`$\frac{16}{5}$`, r`$17$`, r`$\frac{45}{4}$`],
    "A",
    r`Corresponding sides of similar triangles are proportional. The scale factor from triangle $ABC$ to triangle $DEF$ is $\frac{DE}{AB} = \frac{15}{6} = 2.5$, so $EF = 2.5 \times BC = 2.5 \times 8 = 20$. Choice B is incorrect: it multiplies by $\frac{6}{15}$, shrinking instead of enlarging. Choice C is incorrect: it adds the difference $15 - 6 = 9$ to 8, but similar figures scale by multiplication, not addition. Choice D is incorrect: it pairs the wrong sides, solving $\frac{8}{6} = \frac{15}{EF}$.`,
  ),

  mcq(
    "fx-math-m2h-11",
    "M",
    "Q6",
    r`A researcher selected 500 residents of the town of Lakeview at random and asked whether they support building a new public pool. Of the residents surveyed, 62% said they support it. The margin of error for this estimate is 4 percentage points. Which of the following is the most appropriate conclusion?`,
    [
      "Exactly 62% of all Lakeview residents support building the pool.",
      "It is plausible that between 58% and 66% of all Lakeview residents support building the pool.",
      "Between 58% and 66% of the 500 residents in the sample support building the pool.",
      "It is plausible that between 58% and 66% of all residents of the state support building the pool.",
    ],
    "B",
    r`The sample was chosen at random from Lakeview's residents, so the estimate 62% with a margin of error of 4 percentage points gives a plausible range, $62 - 4 = 58$ to $62 + 4 = 66$ percent, for the proportion of all Lakeview residents who support the pool. Choice A is incorrect: a sample only estimates the population proportion; that is why there is a margin of error. Choice C is incorrect: the proportion in the sample is known exactly, 62% (310 of the 500 residents); the range describes the whole town. Choice D is incorrect: the sample came from Lakeview only, so it cannot support a conclusion about the whole state.`,
  ),

  spr(
    "fx-math-m2h-12",
    "H",
    "S3",
    r`In the equation $\sin(x^\circ) = \cos((2x - 15)^\circ)$, both $x^\circ$ and $(2x - 15)^\circ$ are measures of acute angles. What is the value of $x$?`,
    ["35"],
    r`For acute angles, $\sin(a^\circ) = \cos(b^\circ)$ exactly when the angles are complementary, $a + b = 90$, because $\sin(a^\circ) = \cos((90 - a)^\circ)$. So $x + (2x - 15) = 90$, $3x = 105$, and $x = 35$. Check: $2(35) - 15 = 55$, and $35 + 55 = 90$.`,
  ),

  mcq(
    "fx-math-m2h-13",
    "H",
    "H4",
    r`In the system of equations $kx - 3y = 4$ and $4x - 5y = 7$, $k$ is a constant. For what value of $k$ does the system have no solution?`,
    [r`$\frac{12}{5}$`, r`$\frac{20}{3}$`, r`$-\frac{12}{5}$`, r`$\frac{16}{7}$`],
    "A",
    r`The system has no solution when the lines are parallel and distinct. Solving each equation for $y$: $y = \frac{k}{3}x - \frac{4}{3}$ and $y = \frac{4}{5}x - \frac{7}{5}$. Equal slopes require $\frac{k}{3} = \frac{4}{5}$, so $k = \frac{12}{5}$; the $y$-intercepts $-\frac{4}{3}$ and $-\frac{7}{5}$ differ, so the lines are distinct. Choice B is incorrect: it inverts the ratio of the $y$-coefficients, solving $\frac{k}{4} = \frac{5}{3}$. Choice C is incorrect: it makes a sign error with the slope, $\frac{k}{3} = -\frac{4}{5}$. Choice D is incorrect: it matches the ratio of the $x$-coefficients to the ratio of the constants, $\frac{k}{4} = \frac{4}{7}$, instead of to the ratio of the $y$-coefficients; with that value the system has exactly one solution.`,
  ),

  mcq(
    "fx-math-m2h-14",
    "H",
    "P2",
    r`Which of the following gives all the solutions to the equation $\sqrt{2x + 7} = x + 2$?`,
    [r`$-3$ only`, r`$1$ only`, r`$-3$ and $1$`, "There are no solutions."],
    "B",
    r`Square both sides: $2x + 7 = x^2 + 4x + 4$, so $x^2 + 2x - 3 = 0$ and $(x + 3)(x - 1) = 0$, giving $x = -3$ or $x = 1$. Squaring can introduce extraneous solutions, so check both in the original equation. For $x = 1$: $\sqrt{9} = 3$ and $1 + 2 = 3$, so 1 is a solution. For $x = -3$: $\sqrt{1} = 1$ but $-3 + 2 = -1$; a square root is never negative, so $-3$ is not a solution. Choice A is incorrect: it keeps only the extraneous value. Choice C is incorrect: it skips the check after squaring. Choice D is incorrect: $x = 1$ satisfies the equation.`,
  ),

  spr(
    "fx-math-m2h-15",
    "H",
    "H3",
    r`Line $\ell$ in the $xy$-plane is perpendicular to the line with equation $3x - 4y = 8$ and passes through the point $(2, 1)$. What is the $y$-coordinate of the $y$-intercept of line $\ell$?`,
    ["11/3", "3.666", "3.667"],
    r`Solve $3x - 4y = 8$ for $y$: $y = \frac{3}{4}x - 2$, so its slope is $\frac{3}{4}$. A perpendicular line has slope $-\frac{4}{3}$ (the negative reciprocal). Substitute $(2, 1)$ into $y = -\frac{4}{3}x + b$: $1 = -\frac{8}{3} + b$, so $b = 1 + \frac{8}{3} = \frac{11}{3}$. Enter 11/3, 3.666, or 3.667.`,
  ),

  mcq(
    "fx-math-m2h-16",
    "H",
    "H2",
    r`For the linear function $f$, $f(x + 2) = f(x) + 6$ for all values of $x$, and $f(1) = 4$. What is the value of $f(-3)$?`,
    [r`$-2$`, r`$-20$`, r`$16$`, r`$-8$`],
    "D",
    r`Increasing $x$ by 2 increases $f(x)$ by 6, so the slope of $f$ is $\frac{6}{2} = 3$. From $x = 1$ to $x = -3$, $x$ decreases by 4, so $f$ decreases by $3 \cdot 4 = 12$: $f(-3) = 4 - 12 = -8$. (So $f(x) = 3x + 1$.) Choice A is incorrect: $4 - 6 = -2$ is $f(-1)$, only one step of 2 back from $x = 1$. Choice B is incorrect: it uses 6 as the slope, computing $4 - 6 \cdot 4$. Choice C is incorrect: it moves in the wrong direction, computing $4 + 12$.`,
  ),

  mcq(
    "fx-math-m2h-17",
    "H",
    "P1",
    r`The value, in dollars, of an investment $t$ years after it was made is modeled by the function $V(t) = 800(1.03)^{4t}$. Which of the following best describes how the value of the investment changes each year?`,
    [
      "It increases by 3% each year.",
      "It increases by 12% each year.",
      "It increases by about 12.55% each year.",
      "It increases by 0.75% each year.",
    ],
    "C",
    r`By the laws of exponents, $(1.03)^{4t} = \left((1.03)^4\right)^t \approx (1.1255)^t$, so each year the value is multiplied by about 1.1255, an increase of about 12.55%. (The value grows by 3% four times a year, for example each quarter, and compounding four 3% increases gives more than $4 \times 3\% = 12\%$.) Choice A is incorrect: 3% is the growth for each quarter of a year, not for a whole year. Choice B is incorrect: it adds the four 3% increases instead of compounding them. Choice D is incorrect: it divides 3% by 4 instead of compounding 3% four times.`,
  ),

  mcq(
    "fx-math-m2h-18",
    "H",
    "P1",
    r`The function $f$ is defined by $f(x) = x^2 - 6x + k$, where $k$ is a constant. In the $xy$-plane, the graph of $y = f(x)$ has two $x$-intercepts that are 10 units apart. What is the value of $k$?`,
    [r`$-91$`, r`$-25$`, r`$16$`, r`$-16$`],
    "D",
    r`The graph is symmetric about its axis, $x = -\frac{-6}{2(1)} = 3$, so the two $x$-intercepts are 5 units on either side of 3: $x = -2$ and $x = 8$. Then $f(x) = (x + 2)(x - 8) = x^2 - 6x - 16$, so $k = -16$. Choice A is incorrect: it puts each intercept 10 units from the axis, at $-7$ and 13, which are 20 units apart; their product is $-91$. Choice B is incorrect: it centers the intercepts at 0 ($\pm 5$), ignoring the $-6x$ term. Choice C is incorrect: it makes a sign error in the product $(-2)(8)$.`,
  ),

  mcq(
    "fx-math-m2h-19",
    "H",
    "S4",
    r`Points $A$ and $B$ lie on a circle with center $O$ and radius 10. The area of sector $AOB$ is $15\pi$. What is the length of the arc $AB$ that bounds this sector?`,
    [r`$\frac{3\pi}{2}$`, r`$3\pi$`, r`$\frac{3\pi}{10}$`, r`$6\pi$`],
    "B",
    r`The area of the whole circle is $\pi(10)^2 = 100\pi$, so the sector is $\frac{15\pi}{100\pi} = \frac{3}{20}$ of the circle. The arc is the same fraction of the circumference $2\pi(10) = 20\pi$: $\frac{3}{20}(20\pi) = 3\pi$. (The central angle is $\frac{3}{20}(2\pi) = \frac{3\pi}{10}$ radians, and the arc length is $r\theta = 10 \cdot \frac{3\pi}{10} = 3\pi$.) Choice A is incorrect: it takes $\frac{15\pi}{100} = \frac{3\pi}{20}$ as the central angle in radians, forgetting the $\frac{1}{2}$ in the sector area formula $\frac{1}{2}r^2\theta$. Choice C is incorrect: $\frac{3\pi}{10}$ is the central angle in radians, not the arc length. Choice D is incorrect: it uses the diameter 20 instead of the radius in the circumference, computing $\frac{3}{20}(2\pi \cdot 20)$.`,
  ),

  spr(
    "fx-math-m2h-20",
    "H",
    "P3",
    r`In the equation $(ax + 3)(2x - b) = 8x^2 - 6x - 9$, $a$ and $b$ are constants, and the equation is true for all values of $x$. What is the value of $ab$?`,
    ["12"],
    r`Expand the left side: $(ax + 3)(2x - b) = 2ax^2 - abx + 6x - 3b = 2ax^2 + (6 - ab)x - 3b$. Two polynomials are equal for all $x$ only if their corresponding coefficients are equal. The $x$-coefficients give $6 - ab = -6$, so $ab = 12$. (Also, $2a = 8$ gives $a = 4$ and $-3b = -9$ gives $b = 3$, and $4 \cdot 3 = 12$.)`,
  ),

  mcq(
    "fx-math-m2h-21",
    "H",
    "P2",
    r`In the equation $x^2 - kx + 12 = 0$, $k$ is a positive constant. The equation has two real solutions that differ by 1. What is the value of $k$?`,
    [r`$1$`, r`$4\sqrt{3}$`, r`$7$`, r`$12$`],
    "C",
    r`If the solutions are $r$ and $s$, then $x^2 - kx + 12 = (x - r)(x - s)$, so $rs = 12$ and $r + s = k$. Two numbers whose product is 12 and that differ by 1 are 3 and 4, or $-3$ and $-4$. Since $k > 0$, the solutions are 3 and 4 and $k = 3 + 4 = 7$. Check: $x^2 - 7x + 12 = (x - 3)(x - 4)$. Choice A is incorrect: 1 is the difference of the solutions, not $k$. Choice B is incorrect: it makes the discriminant $k^2 - 48$ equal to 0, which gives one repeated solution, not two. Choice D is incorrect: 12 is the product of the solutions, not their sum.`,
  ),

  spr(
    "fx-math-m2h-22",
    "H",
    "H5",
    r`A shop sells small candles for \$4 each and large candles for \$9 each. Dana wants to buy at least 15 candles in all and spend no more than \$100. What is the greatest number of large candles Dana can buy?`,
    ["8"],
    r`Let $s$ be the number of small candles and $L$ the number of large candles: $s + L \ge 15$ and $4s + 9L \le 100$. Large candles cost more, so to fit as many as possible in the budget Dana should buy as few small candles as allowed, $s = 15 - L$. Then $4(15 - L) + 9L \le 100$, so $60 + 5L \le 100$ and $L \le 8$. With $L = 8$ and $s = 7$ the cost is $28 + 72 = 100$ dollars. With $L = 9$ she would still need at least 6 small candles, costing at least $24 + 81 = 105$ dollars, which is too much.`,
  ),
];

const written = [];
for (const [file, questions] of [
  ["math-module1.json", module1],
  ["math-module2-easier.json", module2Easier],
  ["math-module2-harder.json", module2Harder],
]) {
  writeFileSync(join(OUT, file), JSON.stringify(questions, null, 2) + "\n");
  written.push(join(OUT, file));
  console.log(`wrote ${file} (${questions.length} questions)`);
}
// Format like the rest of the repository (prettier is a root dev dependency).
const prettier = join(OUT, "../../../../../node_modules/.bin/prettier");
if (existsSync(prettier)) execFileSync(prettier, ["--write", ...written], { stdio: "inherit" });
