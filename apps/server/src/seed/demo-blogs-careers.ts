import type { DemoBlog } from './demo-blogs';

/** Posts about getting hired: resumes, interviews, typing tests, applications that get read. */
export const CAREER_POSTS: DemoBlog[] = [
  {
    title: 'Your first resume when you have no work experience',
    author: 'Shuruaat Careers Desk',
    topic: 'resume',
    jobCategory: null,
    daysAgo: 12,
    metaDescription:
      'A one-page resume for students and freshers: what to put first, how to describe college projects, and the mistakes that get a resume skipped in ten seconds.',
    body: `Recruiters for internships and fresher roles read resumes fast, often in under a minute. You do not need experience to pass that minute; you need a page that makes it easy to see what you can do.

## Keep it to one page

For a student or fresher, one page is enough and two pages is a warning sign. Use a plain layout, one font, and no photo, date of birth, religion or marital status: none of it helps an employer judge your work, and some of it invites bias.

## The order that works

1. **Name and contact**: phone, a professional email, your city, and a link to your GitHub, portfolio or LinkedIn if it has real content.
2. **Education**: college, degree, year of graduation and CGPA if it helps you. Class 12 and 10 marks only if the employer asks.
3. **Skills**: the tools you can actually use, grouped (for example *Languages: Python, SQL*; *Tools: Excel, Figma*). Leave out anything you could not discuss in an interview.
4. **Projects**: the heart of a fresher's resume. Two to four, most relevant first.
5. **Internships, part-time work, volunteering**: anything where someone relied on you.
6. **Achievements and positions of responsibility**: a hackathon, a fest you organised, a club you led.

## Describe projects by what they did

Weak: *"Made a website using React."*

Strong: *"Built a React site for our college canteen's pre-orders; 300 students used it in the first month, cutting queue time at lunch."*

Each line should answer: what did you build or do, with what, and what changed because of it? Numbers help even when they are small: 40 users, 3 weeks, 12 pages, 2 teammates.

## Tailor it to each application

Read the listing's "skills required" and put the matching skills and projects first. You do not need a new resume each time, but ten minutes of reordering for a role you care about is worth it.

## Mistakes that get a resume skipped

- Spelling mistakes, especially in the company's name or your own email.
- A long "objective" paragraph. One line of summary is plenty, or none.
- Skills rated with stars or bars. "Python ★★★★☆" tells the reader nothing.
- A file called *resume final FINAL (2).pdf*. Use *FirstName-LastName-Resume.pdf*.
- Fancy templates with columns and icons that automated screening tools cannot read.

## Save it as a PDF

Always send a PDF so your layout survives. On Shuruaat you upload your resume once, in your dashboard, and it travels with every application; employers open it through a private link that expires, not a public address.

## Finally, read it aloud

Reading your resume aloud catches clumsy sentences and repeated words. Then ask one friend to look at it for ten seconds and tell you what they remember. If it is not the thing you most want them to remember, move that thing higher.`,
  },
  {
    title: 'Preparing for campus placement interviews, round by round',
    author: 'Shuruaat Careers Desk',
    topic: 'interview',
    jobCategory: 'software-development',
    daysAgo: 15,
    metaDescription:
      'Aptitude test, group discussion, technical round and HR round: what each campus placement round checks, how to prepare in the weeks before, and what to ask at the end.',
    body: `Campus placements in India usually follow the same pattern: an online test, sometimes a group discussion, one or two technical interviews, and an HR round. Each round checks something different, so prepare for each on its own terms.

## Round 1: the online aptitude test

Most tests have quantitative aptitude (percentages, ratios, time and work, probability), logical reasoning, verbal ability, and for technical roles, a few coding questions.

- Practise timed sets, not just topics. Speed matters as much as accuracy.
- Learn to skip. Two minutes stuck on one question costs you three easy ones.
- For coding questions, practise writing working code in the language you will use, including reading input correctly.

## Round 2: the group discussion

Not every company runs one, but many service companies do. Evaluators look for clear thinking and how you treat others, not for who speaks most.

- Open with a structure ("Let us look at this from the student's side, then the employer's").
- Bring one fact or example, not ten.
- Invite a quiet participant in. It shows leadership more than talking over people.
- Summarise if you get the chance at the end.

## Round 3: the technical interview

For software roles, expect data structures (arrays, strings, linked lists, trees, hashing), basic algorithms, one language in depth, databases (SQL joins and keys), operating systems and networking basics, and **your own projects**.

Your projects are the part you control. For each one on your resume, be ready to explain:

1. What problem it solved and who used it.
2. Why you chose that design and what you would change now.
3. The hardest bug you hit and how you found it.

When you get a coding question, think aloud. Interviewers want to see how you reason; a working brute-force answer explained clearly beats a silent, half-finished clever one.

## Round 4: the HR interview

Typical questions: *Tell me about yourself. Why this company? Where do you see yourself in five years? Are you willing to relocate? Do you have other offers?*

- Prepare a 60-second introduction: degree, two things you have built or done, what you want to learn next.
- Research the company for fifteen minutes: what it sells, who its clients are, one recent piece of news.
- Be honest about relocation, shifts and bonds. Agreeing to everything and backing out later hurts you more.

## Questions to ask at the end

Always have one or two: *What will the first three months look like for a new joiner? How is the training structured? What does the team I might join work on?* It shows interest and tells you something real.

## The week before

Sleep, revise your own resume, keep your documents ready (mark sheets, ID, photos), and do one mock interview with a friend. Then go in knowing that one bad round is not the end: placement season has many companies, and off-campus roles on Shuruaat stay open well after it.`,
  },
  {
    title: 'Typing tests in government exams: SSC, courts and banks explained',
    author: 'Shuruaat Careers Desk',
    topic: 'career-guidance',
    jobCategory: 'operations',
    daysAgo: 18,
    metaDescription:
      'What the typing and skill tests in SSC CHSL, CGL and court clerk exams measure, the speeds usually required in English and Hindi, and a four-week practice plan.',
    body: `Many government jobs for graduates and Class 12 pass-outs, such as lower division clerk, data entry operator, court clerk and assistant posts, include a **typing or skill test**. It is usually qualifying: you must reach the required speed, but a higher speed does not add marks. Candidates who clear the written exam still lose the post here every year, so start practising early.

## What is measured

Exams express the requirement in one of two ways:

- **Words per minute (wpm)**: a "word" is counted as five key depressions, including spaces.
- **Key depressions per hour (KDPH)**: the same idea over an hour. 35 wpm is roughly 10,500 KDPH.

Most tests give you a passage on screen and a fixed time (often 10 or 15 minutes). Errors are counted, and beyond an allowed limit, the test is failed or the speed is reduced.

## Typical requirements

Requirements change between notifications, so always read the current one, but recent patterns have been:

- **SSC CHSL (LDC, JSA, postal assistant posts)**: about 35 wpm in English or 30 wpm in Hindi on a computer.
- **SSC CHSL data entry operator** and **SSC CGL posts with a DEST**: a data entry speed test of about 8,000 key depressions per hour in 15 minutes.
- **High court and district court clerk exams**: often 30–40 wpm in English, sometimes Hindi or the state's language, with the passage and error rules set by each court.

## Hindi typing: know your layout

Hindi typing tests usually allow **Remington (Gail)** or **Inscript** layouts with the Mangal font. Choose one and stay with it; switching layouts a month before the exam costs you speed. Inscript is the standard layout on Indian government computers and is easier to learn from scratch, while many experienced typists use Remington.

## A four-week practice plan

**Week 1: posture and accuracy.** Learn touch typing on the home row. Do not look at the keys. Aim for 98% accuracy at any speed, even 15 wpm.

**Week 2: rhythm.** Practise 10-minute passages daily at an even pace. Errors should fall before speed rises.

**Week 3: exam conditions.** Use passages like the exam's (government notices, reports, news), with the same time limit, and no backspace if the exam disables it.

**Week 4: consistency.** Take one full mock test every day. You want your *worst* day to clear the requirement, not your best.

## On exam day

- Check the keyboard and the layout selected before the timer starts.
- Do not chase speed in the first minute; steady typing wins.
- If you make an error, keep going unless correction is allowed and quick.

Practise with the typing tools on Shuruaat, which count speed and errors the way most exams do, then look at data entry and operations roles in the meantime: the same skill is valued by private employers too.`,
  },
  {
    title: 'Applications that get read: answering screening questions well',
    author: 'Shuruaat Careers Desk',
    topic: 'internships',
    jobCategory: null,
    daysAgo: 21,
    metaDescription:
      'Employers read hundreds of applications for one internship. How to answer "Why should we hire you?" and other screening questions so yours is one they remember.',
    body: `Popular internships on Shuruaat get hundreds of applications. The employer usually reads your answers to the screening questions before they open your resume, which makes those few lines the most important part of your application.

## "Why should we hire you for this role?"

This is the question most students answer badly, with lines like *"I am hardworking, passionate and a quick learner."* Every applicant says that, so it tells the employer nothing.

A strong answer has three parts:

1. **What the role needs**, in your own words, from the listing.
2. **Evidence you have it**: a project, a course result, a club role, a freelance job.
3. **Why this company**: one specific thing about its product or work.

For example: *"You need someone who can write clear product descriptions quickly. I wrote 40 product pages for my cousin's Jaipur handicrafts store on Instagram last summer; sales enquiries doubled. I use your app to order groceries and would enjoy writing for the same customers."*

That is four sentences, and it is memorable.

## Confirming availability

Many listings ask whether you can start immediately and work for the full duration. Answer honestly, with dates: *"Yes, from 1 December; my semester exams end on 28 November."* If you have a clash, say so and offer a solution. Employers prefer a clear *no* to an intern who disappears in the second week.

## Questions about skills

If asked to rate or describe a skill, point to proof: a GitHub repository, a live link, a portfolio. On Shuruaat you can build a portfolio page of your projects and share its link in any answer.

## Small things that matter

- Answer in full sentences, in English unless the listing is in another language.
- Check the company's name. Copying an answer written for another company is the quickest way to be rejected.
- Keep it short. Three to six sentences is plenty.
- Apply early. Many employers start shortlisting in the first few days.

## After you apply

You can follow every application in your dashboard: applied, shortlisted, interview, hired or not selected. If an employer shortlists you, reply quickly and check your messages. If you are not selected, do not take it personally; improve one answer and apply to the next role. Most students who land an internship applied to many.`,
  },
];
