import type { PassageBody } from '@shuruaat/contract';

const OWN = 'Written for Shuruaat';

type Row = [title: string, difficulty: PassageBody['difficulty'], topics: string[], body: string];

/** English passages in the neutral register of exam texts: civics, geography, science, schemes. */
const ROWS: Row[] = [
  [
    'The Preamble to the Constitution',
    'hard',
    ['civics', 'constitution'],
    'WE, THE PEOPLE OF INDIA, having solemnly resolved to constitute India into a SOVEREIGN SOCIALIST SECULAR DEMOCRATIC REPUBLIC and to secure to all its citizens: JUSTICE, social, economic and political; LIBERTY of thought, expression, belief, faith and worship; EQUALITY of status and of opportunity; and to promote among them all FRATERNITY assuring the dignity of the individual and the unity and integrity of the Nation; IN OUR CONSTITUENT ASSEMBLY this twenty-sixth day of November, 1949, do HEREBY ADOPT, ENACT AND GIVE TO OURSELVES THIS CONSTITUTION.',
  ],
  [
    'The monsoon and the farmer',
    'easy',
    ['geography', 'agriculture'],
    'Every year the south-west monsoon reaches the coast of Kerala in the first days of June and moves north over the following weeks. Farmers across the country watch its progress closely, because more than half of the land they sow depends on rain rather than canals or wells. A good monsoon fills reservoirs, recharges groundwater and lowers the price of food in the markets. A weak one forces families to borrow, delay sowing or choose crops that need less water. Weather scientists now issue forecasts for each district, and many farmers receive them as text messages on their phones before they plan the season.',
  ],
  [
    'How a bill becomes law',
    'medium',
    ['civics', 'parliament'],
    'A bill is a draft of a proposed law. It may be introduced in either House of Parliament, except a money bill, which can begin only in the Lok Sabha. The bill is read, debated and often sent to a committee, where members study it clause by clause and hear the views of experts and the public. After it is passed by one House, it goes to the other, which may agree, suggest changes or reject it. When both Houses have passed the same text, the bill is sent to the President for assent. Only after that assent does it become an Act and part of the law of the land.',
  ],
  [
    'The Himalaya as a water tower',
    'medium',
    ['geography', 'environment'],
    'The Himalaya holds the largest store of ice outside the polar regions, and for that reason it is often called the water tower of Asia. Glaciers and snowfields feed the Indus, the Ganga and the Brahmaputra, rivers on which hundreds of millions of people depend for drinking water, farming and power. In summer, melting snow keeps these rivers flowing even before the rains arrive. Scientists who measure the glaciers report that many of them are becoming thinner and shorter. Planning for the decades ahead therefore includes saving water in towns, protecting forests on the slopes and building early warning systems for floods.',
  ],
  [
    'Photosynthesis',
    'easy',
    ['science', 'biology'],
    'Green plants make their own food through a process called photosynthesis. Their leaves contain a green pigment named chlorophyll, which absorbs the energy of sunlight. Using this energy, the plant combines carbon dioxide taken from the air with water drawn up from the soil through its roots. The result is glucose, a simple sugar that the plant uses to grow, and oxygen, which is released into the air. Almost every living thing on Earth depends on this process, either directly by eating plants or indirectly by eating animals that do. It also keeps the balance of gases in the air we breathe.',
  ],
  [
    'Digital payments in small towns',
    'easy',
    ['economy', 'technology'],
    'A few years ago a vegetable seller in a small town accepted only cash and kept a careful eye on loose change. Today the same seller is likely to display a printed code that customers scan with their phones to pay in seconds. The unified payments interface allows money to move between bank accounts at any hour, for small amounts as well as large, without a card or a fee for the customer. Shopkeepers say that they no longer lose sales for want of change, and many have opened their first savings account to receive these payments. Learning to check messages and avoid frauds is now part of running a stall.',
  ],
  [
    'The Right to Information',
    'medium',
    ['civics', 'governance'],
    'The Right to Information Act of 2005 allows any citizen to ask a public authority for information it holds. The request can be written in English, Hindi or the official language of the area, and the applicant does not have to give a reason. A public information officer must reply within thirty days, or within forty-eight hours where the life or liberty of a person is involved. If the reply is late or incomplete, the citizen may appeal, first within the department and then to an information commission. The law has been used to trace delayed pensions, check the spending of village funds and ask why a road was never built.',
  ],
  [
    'Learning to type well',
    'easy',
    ['skills', 'careers'],
    'Typing well is less about speed on the first day and more about steady habits. Sit upright with both feet on the floor and keep the screen at the level of your eyes. Rest your fingers lightly on the home row and return to it after every key. Look at the passage, not at your hands, even if you make more mistakes at first. Short daily sessions of fifteen or twenty minutes build skill faster than one long session each week. When your accuracy is steady above ninety-five percent, push your speed a little at a time. Most candidates who fail a typing test do so because of errors, not because they type too slowly.',
  ],
  [
    'The Indian Railways',
    'medium',
    ['economy', 'transport'],
    'Indian Railways is one of the largest railway networks in the world under a single management. It carries more than twenty million passengers on an ordinary day and moves coal, food grains, cement and containers across the country. The first passenger train in India ran between Bombay and Thane in April 1853. Since then the network has grown to tens of thousands of kilometres of track, most of it now electrified. Dedicated freight corridors are being built so that goods trains no longer compete with passenger trains for space. For millions of families the railway remains the cheapest and most familiar way to travel long distances.',
  ],
  [
    'Panchayati Raj',
    'medium',
    ['civics', 'local government'],
    'The seventy-third amendment to the Constitution, which came into force in 1993, gave constitutional status to panchayats, the elected councils of villages. Most states now have three levels: the gram panchayat in the village, the panchayat samiti at the block and the zila parishad at the district. Elections are held every five years under a state election commission, and at least one third of the seats, including those of chairpersons, are reserved for women. Many states have raised this share to one half. The gram sabha, which includes every adult voter of the village, meets to approve plans and check how money has been spent.',
  ],
  [
    'Why the sky is blue',
    'medium',
    ['science', 'physics'],
    'Sunlight looks white, but it is a mixture of all the colours of the rainbow, each with its own wavelength. When this light enters the atmosphere, it strikes tiny molecules of nitrogen and oxygen. These molecules scatter short wavelengths, such as blue and violet, far more strongly than long wavelengths, such as red. Our eyes are more sensitive to blue than to violet, and some violet light is absorbed high in the atmosphere, so the sky appears blue. At sunrise and sunset the light travels a much longer path through the air. Most of the blue is scattered away before it reaches us, leaving the orange and red shades we see.',
  ],
  [
    'Financial inclusion',
    'medium',
    ['economy', 'government schemes'],
    'For a long time a large share of Indian households had no bank account and kept their savings at home or with moneylenders. A national mission for financial inclusion, launched in 2014, set out to open a basic savings account for every household. These accounts need no minimum balance and come with a debit card and accident insurance. Once families had accounts, the government could send subsidies, scholarships and pensions straight to them, a method known as direct benefit transfer. This reduced delays and the number of hands through which the money passed. The next challenge is to help account holders save, borrow and insure themselves with confidence.',
  ],
  [
    'The Western Ghats',
    'easy',
    ['geography', 'environment'],
    'The Western Ghats run parallel to the western coast of India for about sixteen hundred kilometres, from Gujarat to the southern tip of the peninsula. They are older than the Himalaya and are recognised as one of the richest areas of plant and animal life in the world. Many species of frogs, fish and flowering plants found here are found nowhere else. The hills catch the moist winds of the monsoon, so their western slopes receive heavy rain while the land to the east stays much drier. Rivers such as the Godavari, the Krishna and the Kaveri rise in these hills and flow east across the Deccan to the Bay of Bengal.',
  ],
  [
    'Writing a formal letter',
    'easy',
    ['skills', 'office'],
    'A formal letter should be clear, polite and brief. Begin with your address and the date, followed by the name, designation and address of the person you are writing to. State the subject in one line so that the reader knows at once what the letter is about. In the first paragraph explain why you are writing; in the second give the details, such as dates, reference numbers and what you have already done; in the last say what you would like the reader to do. Close with a courteous line, your signature and your name in capital letters. Read the letter once more before sending it, checking names and figures with special care.',
  ],
  [
    'The Election Commission',
    'medium',
    ['civics', 'elections'],
    'The Election Commission of India is a constitutional body that conducts elections to Parliament, the state legislatures and the offices of the President and Vice-President. It prepares and revises the electoral rolls, registers political parties and allots their symbols. Once an election is announced, a model code of conduct comes into force, setting out what parties and governments may and may not do during the campaign. The commission decides the schedule, deploys officials and security forces and counts the votes. Electronic voting machines have been used in every constituency since 2004, and a paper trail now allows voters to see a printed record of their choice.',
  ],
  [
    'Vaccines and herd immunity',
    'hard',
    ['science', 'health'],
    'A vaccine trains the immune system to recognise a germ without causing the disease itself. It may contain a weakened or inactivated form of the microbe, a harmless piece of it, or instructions that let the body produce such a piece. When the real infection arrives later, the body responds quickly because memory cells remember what they have seen. When a large proportion of a community is immune, the germ finds too few people to spread through, and even those who cannot be vaccinated, such as newborn infants, are protected. This effect, called herd immunity, is why national immunisation programmes aim to reach every child, including those in remote hamlets.',
  ],
  [
    'Saving electricity at home',
    'easy',
    ['environment', 'daily life'],
    'Small changes at home can reduce an electricity bill noticeably. Light-emitting diode bulbs use a fraction of the power of old filament bulbs and last many years longer. Appliances with a higher star rating on their energy label cost a little more to buy but much less to run. A refrigerator should not be placed next to a stove or in direct sunlight, and its door should be closed quickly. Fans and lights should be switched off when a room is empty, and chargers unplugged once phones are full. In summer, setting an air conditioner at twenty-four degrees instead of eighteen keeps the room comfortable while saving a good deal of energy.',
  ],
  [
    'The Indian Space Research Organisation',
    'medium',
    ['science', 'technology'],
    'The Indian Space Research Organisation was set up in 1969 and launched its first satellite, Aryabhata, with Soviet help in 1975. Since then it has built rockets that place satellites in low orbits and in the much higher geostationary orbit used for communication. Indian satellites help forecast cyclones, map crops and forests, guide fishing boats and carry television signals to remote villages. The organisation is known for doing ambitious work at modest cost. Its missions have orbited Mars, studied the Sun and landed near the south pole of the Moon. Young engineers from colleges across the country now work with it on student satellites.',
  ],
  [
    'Consumer rights',
    'medium',
    ['civics', 'law'],
    'Every buyer of goods or services in India is a consumer and has rights under the Consumer Protection Act. These include the right to be protected from unsafe goods, the right to be informed about quality, quantity and price, the right to choose, and the right to seek redress when something goes wrong. A consumer who receives a defective product or poor service can first complain to the seller. If the matter is not settled, a complaint may be filed before a consumer commission at the district, state or national level, depending on the value of the claim. Complaints can now be filed online, and a lawyer is not required.',
  ],
  [
    'Preparing for an interview',
    'easy',
    ['careers', 'skills'],
    'An interview is a conversation, not an examination with hidden traps. Before the day, read the job description again and think of two or three examples from your studies, projects or work that show the skills it asks for. Learn what the organisation does and why the role matters to it. Prepare a short answer to the question of why you want the job, and a few questions of your own. On the day, arrive early or join the video call a few minutes ahead, dressed neatly. Listen to each question fully, take a moment to think and answer honestly. If you do not know something, say so and explain how you would find out.',
  ],
  [
    'The water cycle',
    'easy',
    ['science', 'geography'],
    'Water on Earth moves in an endless cycle. The heat of the Sun evaporates water from oceans, rivers and lakes, and plants release water vapour through their leaves. As the warm, moist air rises, it cools, and the vapour condenses into tiny droplets that form clouds. When the droplets join and grow heavy, they fall as rain, or as snow and hail in cold places. Some of this water flows over the land into streams and rivers, some soaks into the ground to become groundwater, and some is taken up by plants. Sooner or later all of it returns to the sea or the air, and the cycle begins again.',
  ],
  [
    'The Goods and Services Tax',
    'hard',
    ['economy', 'taxation'],
    'The Goods and Services Tax, introduced on 1 July 2017, replaced a number of central and state taxes, including excise duty, service tax and value added tax, with a single tax on the supply of goods and services. It is levied at each stage of the supply chain, but a business can claim credit for the tax it has already paid on its inputs, so that in effect only the value added at each stage is taxed. Rates are set by the GST Council, in which the Union and all the states are represented. Most transactions fall into slabs of five, twelve, eighteen or twenty-eight per cent, while several essential items are exempt.',
  ],
  [
    'Clean drinking water',
    'medium',
    ['health', 'government schemes'],
    'Safe drinking water prevents a large share of the illnesses that keep children away from school and adults away from work. For generations women and girls in many villages walked long distances every day to fetch water from wells, ponds or hand pumps. A national mission now aims to provide a functional tap connection to every rural household, supplying a fixed quantity of water of prescribed quality each day. Village water committees, in which women are members, help plan the schemes, collect small user charges and keep watch over repairs. Field testing kits allow trained local volunteers to check the water for bacteria, fluoride and arsenic.',
  ],
  [
    'Fundamental duties',
    'medium',
    ['civics', 'constitution'],
    'Part IV-A of the Constitution lists the fundamental duties of every citizen. They were added in 1976 and now number eleven. Citizens are asked to abide by the Constitution and respect the national flag and anthem, to cherish the ideals of the freedom struggle, and to uphold the sovereignty, unity and integrity of India. They should promote harmony among all people, renounce practices derogatory to the dignity of women, protect the natural environment and develop a scientific temper and the spirit of inquiry. Parents and guardians have a duty to provide opportunities for education to their children between six and fourteen years of age.',
  ],
  [
    'Cyclones on the eastern coast',
    'medium',
    ['geography', 'disaster management'],
    'The Bay of Bengal produces more tropical cyclones than the Arabian Sea, and the eastern coast of India bears the brunt of them, mostly before and after the monsoon. A cyclone forms over warm sea water, drawing energy from the heat released as moist air rises and condenses. Its winds can exceed two hundred kilometres an hour, and the storm surge it pushes ahead can flood low-lying land for kilometres inland. Better satellite forecasts, early warnings and cyclone shelters have sharply reduced the loss of life in recent decades. Odisha, which suffered terribly in 1999, is now cited around the world for moving whole districts to safety in time.',
  ],
  [
    'Spreadsheets in the office',
    'easy',
    ['skills', 'office'],
    'A spreadsheet arranges information in rows and columns of cells, and it can calculate as well as store. In an office it might hold the attendance of staff, the stock in a store room or the expenses of a project. A formula placed in one cell can add a column, find an average or check whether a value has crossed a limit, and it updates itself whenever the data changes. Sorting and filtering make it easy to find every entry for one month or one supplier. Charts turn long lists of figures into a picture that a manager can read in a few seconds. Careful labels and a consistent format make a sheet useful to others.',
  ],
  [
    'Millets return to the plate',
    'easy',
    ['agriculture', 'health'],
    "Millets such as jowar, bajra and ragi were once the everyday grains of much of rural India. They grow on poor soil with little water and tolerate heat better than rice or wheat. Over the decades many families moved away from them as cheaper rice and wheat became easier to buy. Nutrition experts now point out that millets are rich in fibre, iron and calcium and release their energy slowly. The United Nations declared 2023 the International Year of Millets at India's suggestion, and many states have added them to school meals and ration shops. Farmers who grow millets also need less fertiliser and less water than most other cereals.",
  ],
  [
    'The Supreme Court',
    'hard',
    ['civics', 'judiciary'],
    'The Supreme Court of India, established on 28 January 1950, stands at the top of a single integrated judiciary. It hears appeals from the High Courts in civil and criminal matters and decides disputes between the Union and the states. Under Article 32 any person whose fundamental rights are violated may approach it directly, a right that Dr. B. R. Ambedkar described as the very heart of the Constitution. The court may issue writs such as habeas corpus, mandamus and certiorari. Its judgments are binding on all courts within the territory of India. Over the years it has also admitted letters and petitions on behalf of people who could not approach it themselves.',
  ],
  [
    'Starting a small business',
    'medium',
    ['economy', 'careers'],
    'Many young people now start a small business of their own, from a tailoring unit to a repair shop or an online store. The first step is to check that people will pay for what you plan to sell, by talking to possible customers before spending money. A simple plan should list the costs of equipment, rent and materials, the price you will charge and how many sales you need each month to cover expenses. Registering the enterprise online gives access to government schemes, easier credit and certain preferences in public purchases. Keeping accounts from the first day, even in a notebook, helps you see where money comes from and where it goes.',
  ],
  [
    'Renewable energy',
    'medium',
    ['environment', 'technology'],
    'India has set itself the goal of meeting a large share of its electricity needs from sources that do not burn fossil fuel. Solar parks in the deserts of Rajasthan and Gujarat and wind farms along the coasts of Tamil Nadu now feed power into the national grid, and rooftop panels are spreading on homes, schools and factories. The cost of solar power has fallen so far that new plants often sell electricity more cheaply than new coal plants. The difficulty is that the sun sets and the wind drops, so the grid needs storage, such as batteries and pumped hydro, and better forecasting to balance supply and demand through the day.',
  ],
  [
    'Road safety',
    'easy',
    ['daily life', 'health'],
    'Road accidents take a very large number of lives in India every year, and most of those who die are young. Many of these deaths can be prevented by simple habits. Riders of two-wheelers and their passengers should always wear helmets that are fastened properly. Everyone in a car should wear a seat belt, including those in the back seat. Drivers should keep within speed limits, never use a phone while driving and never drive after drinking. Pedestrians should cross at marked crossings and make sure drivers have seen them. Under the law, a person who helps an accident victim in good faith is protected from harassment by the police or hospitals.',
  ],
  [
    'Libraries and reading rooms',
    'easy',
    ['education', 'daily life'],
    'For many students preparing for competitive examinations, a public library or a reading room is the only quiet place to study for hours at a time. Rows of desks fill up early in the morning with young people reading newspapers, solving previous papers and revising notes. Some towns now run reading rooms that stay open late into the night and offer free internet, so that students from crowded homes can work in peace. Librarians say that demand has grown every year. Digital libraries add to these rooms, giving access to textbooks and journals on a phone, but many readers still value the discipline of a shared table and a fixed routine.',
  ],
];

export const ENGLISH_PASSAGES: PassageBody[] = ROWS.map(([title, difficulty, topics, body]) => ({
  language: 'en',
  title,
  difficulty,
  topics,
  body,
  source: title.startsWith('The Preamble') ? 'Constitution of India (public text)' : OWN,
}));
