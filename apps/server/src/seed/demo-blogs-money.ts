import type { DemoBlog } from './demo-blogs';

/** Posts about pay: reading offers and spotting internships that cost more than they pay. */
export const MONEY_POSTS: DemoBlog[] = [
  {
    title: 'How to read an internship stipend offer before you say yes',
    author: 'Shuruaat Careers Desk',
    topic: 'internships',
    jobCategory: null,
    daysAgo: 3,
    metaDescription:
      'Fixed or performance-linked, monthly or lump sum, paid on time or "after completion": what to check in a stipend offer and the questions to ask before you accept.',
    body: `A stipend is the money a company pays you during an internship. It is not a salary, and that is exactly why the details matter: there is no standard format, so two offers that both say "₹15,000" can be worth very different amounts.

## Check the unit first

Every listing on Shuruaat shows the stipend **per month**, because that is how most students compare offers. Offers you receive elsewhere may not. Before comparing, convert everything to a monthly figure:

- "₹45,000 for the internship" over three months is ₹15,000 a month.
- "₹500 a day" is roughly ₹11,000 a month if you work 22 days.
- "Up to ₹20,000" usually means the real figure is lower. Ask what most interns actually received.

## Fixed, or linked to performance?

A **fixed** stipend is paid whatever happens, as long as you do the work. A **performance-linked** stipend depends on targets: sales made, leads generated, articles approved. Performance pay is not a scam by itself, but ask:

1. What is the fixed part, and what is the variable part?
2. What exactly is the target, and how many interns met it last time?
3. Who decides whether the target was met, and when?

If the fixed part is zero, you are being asked to work on commission. Treat that as a sales job, not an internship.

## When and how you are paid

"Stipend on completion" means you get nothing until the last day, and nothing at all if you leave early, even for a good reason such as exams. Prefer monthly payment into your bank account. Ask whether the company deducts tax at source: some do, and you should know before you plan your budget around the full figure.

## Costs the stipend has to cover

An office internship in Bengaluru or Mumbai at ₹10,000 a month can cost you money once rent, travel and food are counted. Write down your real monthly costs next to the stipend. A remote internship at ₹8,000 can leave you better off than an office one at ₹12,000.

## Get it in writing

Before you start, ask for an offer letter that states:

- the stipend amount and whether it is monthly,
- the start date and duration,
- the working hours and place (office, hybrid or remote),
- whether a certificate and a letter of recommendation are given.

A company that will not put the stipend in writing is telling you something. On Shuruaat, employers must enter the stipend range on the listing itself, and the job page shows it before you apply, so you can hold them to it.

## One last check: the PPO line

Some listings mention a **PPO** (pre-placement offer). That means a job offer may follow a good internship. It is a real benefit, but it is a possibility, not a promise. Do not accept a very low stipend only because a PPO is mentioned; ask how many interns converted last year.`,
  },
  {
    title: 'Your first CTC offer: what ₹6 LPA actually puts in your bank account',
    author: 'Shuruaat Careers Desk',
    topic: 'career-guidance',
    jobCategory: null,
    daysAgo: 6,
    metaDescription:
      'CTC is not take-home pay. A line-by-line guide for freshers to basic pay, PF, gratuity, variable pay and tax, with a worked example for a ₹6 LPA offer.',
    body: `"CTC" means **cost to company**: everything the employer expects to spend on you in a year. Your **in-hand** (take-home) salary is what reaches your bank account each month. For most freshers in India the gap between the two is 15–25 per cent, and understanding why will help you compare offers honestly.

## The usual parts of a CTC

- **Basic salary**: often 40–50% of CTC. Many other parts are calculated from it.
- **House rent allowance (HRA)** and **special allowance**: paid monthly with your basic.
- **Employer's provident fund (PF)**: 12% of basic, paid into your PF account. It is your money, but you do not see it monthly.
- **Gratuity**: about 4.8% of basic, usually paid only if you stay five years. Many freshers never receive it.
- **Variable pay or performance bonus**: paid once or twice a year, depending on ratings. Ask what percentage people typically get.
- **Joining bonus or relocation**: paid once, sometimes with a clause to return it if you leave within a year.
- **Insurance**: the premium for group health cover, counted in CTC even though no money reaches you.

## Deductions from your monthly pay

- **Employee PF**: another 12% of basic, taken from your salary.
- **Professional tax**: a small state tax (about ₹200 a month in states such as Karnataka and Maharashtra).
- **Income tax (TDS)**: under the new tax regime, salaried income up to about ₹12.75 lakh a year has had no tax after the standard deduction and rebate. Check the rules for the current year with your HR team; they change in the Budget.

## A worked example: ₹6,00,000 CTC

Say the offer breaks down like this:

| Part | Per year |
| --- | --- |
| Basic | ₹2,40,000 |
| HRA and allowances | ₹2,67,600 |
| Employer PF (12% of basic) | ₹28,800 |
| Gratuity (4.81% of basic) | ₹11,544 |
| Variable pay | ₹40,000 |
| Health insurance | ₹12,056 |

Monthly fixed pay is (₹2,40,000 + ₹2,67,600) ÷ 12 = ₹42,300. Subtract employee PF (₹2,400) and professional tax (₹200), and about **₹39,700** reaches your account each month, with the variable part arriving later if your rating allows it. The "₹50,000 a month" that ₹6 LPA seems to promise is not what you will see.

## Comparing two offers

Put both offers in the same table and compare **fixed monthly in-hand**, not CTC. Then look at what is uncertain (variable pay, retention bonuses) and what is one-time (joining bonus). A ₹6.5 LPA offer with ₹1 lakh variable and a ₹50,000 joining bonus may pay less each month than a ₹6 LPA offer that is almost all fixed.

## Questions to ask HR

1. What is the fixed component, and how much of the variable was paid out last year?
2. Is there a bond or a notice period, and what does breaking it cost?
3. Is the joining bonus recovered if I leave early?
4. When is the first salary credited?

Every job listing on Shuruaat states the CTC range; use the questions above to turn that range into a monthly number before you decide.`,
  },
  {
    title: 'Seven red flags of a fake or unpaid internship',
    author: 'Shuruaat Trust & Safety',
    topic: 'internships',
    jobCategory: null,
    daysAgo: 9,
    metaDescription:
      'Registration fees, "training" you pay for, no company address, pressure to decide today: the warning signs of internships that cost students money, and what to do.',
    body: `Most companies that hire interns are genuine. A few are not, and they target students because students are eager, short of time and often unsure what is normal. These are the warning signs we see most often in reports on Shuruaat.

## 1. You are asked to pay

A real employer never asks an intern for money: not a "registration fee", not a "security deposit", not a charge for a laptop, ID card or certificate. **If you are asked to pay, stop.** On Shuruaat you can report the listing from its page with the reason "Asks for money", and our team reviews every such report.

## 2. The internship is really a paid course

"Internship with training" sometimes means a course you pay for, with a certificate that calls it an internship. Ask plainly: will I work on the company's real tasks, and will I be paid? If the answer is a course fee, it is a course.

## 3. The stipend is vague or only "on completion"

"Stipend up to ₹25,000 based on performance" with no fixed amount, or pay that arrives only if you finish, lets a company keep you working for free. A genuine employer can tell you a fixed minimum per month.

## 4. Your work is selling to friends and family

Some "marketing internships" are multi-level marketing: your task is to recruit other students or sell products to your own contacts, and your pay is a commission. That is not an internship.

## 5. No company you can check

Look for a company website on its own domain, an address, and people you can find. An offer from a free email address, a company with no trace online, or a recruiter who will only talk on a messaging app is a reason to slow down. Listings on Shuruaat show the company's profile, and a **verified** badge when our team has checked the company's website or its GSTIN or CIN.

## 6. Pressure to decide today

"Only two seats left, pay now to confirm" is a sales trick. A real offer gives you time to read the offer letter and ask questions.

## 7. Unpaid, and the work is the company's core work

Unpaid internships are common for very short projects and with non-profits. But if you are writing the company's code, running its social media or handling its customers for months, you are doing a job. Ask for a stipend, or look elsewhere.

## What to do if something feels wrong

- Do not pay, and do not share your Aadhaar, bank or card details until you have a written offer from a company you have checked.
- Ask for the offer in writing, with the stipend, duration and working hours.
- Search the company's name with words like "fraud" or "fees".
- Report the listing on Shuruaat. You will be told what we decided, and listings that ask students for money are closed.

Finding your first internship is hard enough. Nobody should have to pay for the privilege of working.`,
  },
];
