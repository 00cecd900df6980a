import Link from "next/link";
import { GuideArticle } from "@/features/content/guide-article";
import { guideMetadata } from "@/features/content/guide-metadata";
import { SRC } from "@/features/content/sources-common";
import { SourceLink } from "@/features/content/sources";
import { GUIDES } from "@/features/content/guides";

const page = GUIDES.chelation;
export const metadata = guideMetadata(page);

const sections = [
  { id: "how-it-works", title: "How chelation works" },
  { id: "approved-uses", title: "The main approved chelating drugs and what they treat" },
  { id: "unproven-uses", title: "Uses that are not supported by evidence" },
  { id: "who-needs-care", title: "Pregnancy, breastfeeding and children" },
  { id: "heart-disease", title: "Chelation and heart disease: the TACT trials" },
  { id: "risks", title: "Risks and side effects" },
  { id: "what-to-expect", title: "What supervised treatment looks like" },
  { id: "before-you-agree", title: "Before you agree to chelation" },
];

const cell = "border-b px-3 py-2 text-left align-top";

export default function ChelationGuidePage() {
  return (
    <GuideArticle
      page={page}
      intro="Chelation therapy uses prescription drugs that bind metals so the body can excrete them. It saves lives in real poisoning, and it causes harm when it is used without a clear reason. Here is what it is, when it is used, and what the evidence says."
      sections={sections}
      cta={{
        label: "Find Chelation Providers",
        text: "If a reliable test has confirmed metal poisoning, search the directory for providers near you and check them against our choosing guide.",
      }}
      sources={[
        SRC.fdaLabels,
        SRC.fdaOtc2010,
        SRC.fdaOtc2010Claims,
        SRC.fdaEdetate2008,
        SRC.mmwr2006,
        SRC.acmtProvoked,
        SRC.cdcCaseMgmt,
        SRC.cdcPregnancy2010,
        SRC.cdcBlrv,
        SRC.tlc2001,
        SRC.tlcTrial,
        SRC.tact2013,
        SRC.tact2,
        SRC.nccihChelation,
        SRC.atsdrLead,
        SRC.poisonHelp,
      ]}
    >
      <h2 id="how-it-works">How chelation works</h2>
      <p>
        A chelating agent is a molecule that grips a metal ion at several points, like a claw (the word comes from
        the Greek for claw). The drug and the metal form a stable compound that the kidneys or the liver can remove.
        Different chelators bind different metals, so the drug has to match the poisoning.
      </p>
      <p>
        Chelators mostly reach metal in the blood and soft tissues. Lead stored in bone comes out slowly over months
        and years, so blood levels often rise again after a course of treatment and need re-testing.
      </p>

      <h2 id="approved-uses">The main approved chelating drugs and what they treat</h2>
      <p>
        In the United States, chelating drugs approved by the FDA are prescription medicines for specific, confirmed
        poisonings or diseases. The FDA has approved no chelation product for sale over the counter. The table shows
        the main ones, not every antidote (it leaves out, for example, drugs for radioactive contamination).
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left text-sm text-muted-foreground">
            The main FDA-approved chelating drugs by condition (from their prescribing information)
          </caption>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className={cell}>Condition</th>
              <th scope="col" className={cell}>Drugs</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={`${cell} font-medium`}>Lead poisoning</th>
              <td className={cell}>
                Succimer (DMSA, by mouth); edetate calcium disodium (CaNa2EDTA, by injection); dimercaprol (BAL,
                by injection, with edetate calcium disodium for severe poisoning)
              </td>
            </tr>
            <tr>
              <th scope="row" className={`${cell} font-medium`}>Arsenic and mercury poisoning</th>
              <td className={cell}>Dimercaprol (BAL)</td>
            </tr>
            <tr>
              <th scope="row" className={`${cell} font-medium`}>Iron overload</th>
              <td className={cell}>Deferoxamine, deferasirox, deferiprone</td>
            </tr>
            <tr>
              <th scope="row" className={`${cell} font-medium`}>Copper build-up (Wilson disease)</th>
              <td className={cell}>Penicillamine, trientine</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Iron overload usually follows many blood transfusions, for example in thalassemia or sickle cell disease.
        Wilson disease is an inherited condition in which copper builds up in the liver and brain. Both are treated
        by specialists, often for years.
      </p>
      <p>
        Succimer’s <SourceLink source={SRC.fdaLabels}>label</SourceLink> covers children aged 1 year and older
        with blood lead levels above 45 µg/dL; its use in adults is off-label. CDC guidance recommends chelation
        for children from 45 µg/dL (<SourceLink source={SRC.cdcCaseMgmt}>CDC</SourceLink>). Very high levels, or
        signs of brain swelling, are treated in hospital. Other drugs you may hear of, such as DMPS (unithiol), are
        not approved by the FDA.
      </p>

      <h2 id="unproven-uses">Uses that are not supported by evidence</h2>
      <p>
        Some clinics offer chelation for autism, Alzheimer’s disease, chronic fatigue, fibromyalgia, general
        “detoxification” or anti-aging. There is no good evidence that chelation helps any of these, and people have
        been harmed. Chelation is not an approved treatment for heart disease, autism or Alzheimer’s disease (
        <SourceLink source={SRC.fdaEdetate2008}>FDA, 2008</SourceLink>;{" "}
        <SourceLink source={SRC.nccihChelation}>NIH</SourceLink>). In October 2010 the FDA sent{" "}
        <SourceLink source={SRC.fdaOtc2010}>warning letters</SourceLink> to eight companies selling
        over-the-counter chelation products with claims to treat autism, heart disease, Parkinson’s disease,
        Alzheimer’s disease and macular degeneration (<SourceLink source={SRC.fdaOtc2010Claims}>as reported</SourceLink>).
        Never give a child an over-the-counter “chelator”.
      </p>
      <p>
        <strong>Edetate disodium</strong> is not the same drug as the edetate calcium disodium used for lead. It has
        no approved chelation use, and patients, including children, have died after being given it by mistake or
        for unapproved “chelation therapy”. The CDC reported three such deaths between 2003 and 2005 (
        <SourceLink source={SRC.mmwr2006}>MMWR, 2006</SourceLink>), and the FDA issued a public health advisory in
        2008 (<SourceLink source={SRC.fdaEdetate2008}>FDA</SourceLink>).
      </p>
      <p>
        Offers of chelation often rest on a “provoked” urine test, where a chelator is given first and the urine is
        then measured. Because the drug itself raises urine metal levels, the result looks high in almost anyone.
        The American College of Medical Toxicology states that these tests have not been validated for diagnosing
        metal toxicity and should not be used to decide on chelation. For lead, the test is a blood lead level.
      </p>

      <h2 id="who-needs-care">Pregnancy, breastfeeding and children</h2>
      <p>
        Chelation during pregnancy or breastfeeding needs a specialist: lead passes to the baby, the drugs’ safety
        in pregnancy is not established, and the succimer label advises against nursing during treatment (
        <SourceLink source={SRC.fdaLabels}>label</SourceLink>). The CDC’s 2010 guidelines on lead in pregnancy and
        breastfeeding set out when chelation is considered and who should manage it (
        <SourceLink source={SRC.cdcPregnancy2010}>CDC, 2010</SourceLink>).
      </p>
      <p>
        For children, chelation lowers blood lead but does not reverse harm already done. In the Treatment of
        Lead-Exposed Children (TLC) trial, children 12 to 33 months old with blood lead of 20 to 44 µg/dL who took succimer
        had faster drops in blood lead than those given placebo, but no better scores on tests of thinking,
        behavior or development (<SourceLink source={SRC.tlc2001}>NIEHS, 2001</SourceLink>;{" "}
        <SourceLink source={SRC.tlcTrial}>trial record</SourceLink>).
      </p>

      <h2 id="heart-disease">Chelation and heart disease: the TACT trials</h2>
      <p>
        The Trial to Assess Chelation Therapy (TACT), funded by the National Institutes of Health, gave 1,708 people
        who had had a heart attack either 40 infusions of an edetate disodium-based solution or placebo. Results
        published in JAMA in 2013 showed a modest drop in a combined measure of heart events: about 26% of the
        chelation group had one, against 30% of the placebo group. Most of the benefit appeared in people with
        diabetes. The trial had limits, including many participants who stopped treatment early.
      </p>
      <p>
        TACT2, a second NIH-funded trial, tested the same approach in about 1,000 people with diabetes and a past
        heart attack, to see whether the benefit was real. Published in JAMA in 2024, it found no reduction in
        heart attacks, strokes, deaths or other heart events compared with placebo (about 36% in each group), even
        though chelation lowered blood lead levels.
      </p>
      <p>
        Taken together, the trials do not support chelation as a routine treatment for heart disease. It is not a
        substitute for proven care such as statins, blood pressure treatment, stopping smoking, and cardiac
        rehabilitation.
      </p>

      <h2 id="risks">Risks and side effects</h2>
      <ul>
        <li>
          <strong>Low blood calcium.</strong> Edetate disodium, a different drug from edetate calcium disodium, can
          drop calcium quickly. The CDC reported three deaths between 2003 and 2005, two of them young children given
          edetate disodium during chelation. The two drugs have similar names; the mix-up can be fatal.
        </li>
        <li><strong>Kidney damage</strong>, especially with edetate drugs, so kidney function is checked before and during treatment.</li>
        <li><strong>Loss of essential minerals</strong> such as zinc and copper.</li>
        <li>
          <strong>Drug-specific effects:</strong> succimer can raise liver enzymes and lower white blood cells;
          dimercaprol is made in peanut oil, can raise blood pressure and heart rate, and is painful to inject.
        </li>
        <li><strong>Allergic reactions</strong>, fever, nausea, rash and pain at the infusion site.</li>
        <li>
          <strong>Harm from delay:</strong> time and money spent on unneeded chelation can delay diagnosis of the
          condition that is really causing symptoms.
        </li>
      </ul>

      <h2 id="what-to-expect">What supervised treatment looks like</h2>
      <ol>
        <li>A confirmed diagnosis from a standard test (blood lead for lead) and an exposure history.</li>
        <li>
          Removing the source of exposure first: chelation while exposure continues is not recommended, and the
          succimer label says the drug is no substitute for ending the exposure (
          <SourceLink source={SRC.fdaLabels}>label</SourceLink>).
        </li>
        <li>Baseline blood tests: kidney and liver function, blood count, and minerals such as calcium and zinc.</li>
        <li>
          The right drug, named in full, at the right dose: for example a 19-day course of succimer by mouth, or
          edetate calcium disodium by infusion, often in hospital.
        </li>
        <li>Checks during treatment and a repeat of the same test afterwards, since levels can rebound.</li>
      </ol>
      <p>
        For confirmed poisoning, health insurance usually covers testing and treatment. Clinics that sell long
        courses of chelation for general wellness are usually paid out of pocket; see the cost ranges in our{" "}
        <Link href="/choosing-guide">choosing guide</Link>.
      </p>

      <h2 id="before-you-agree">Before you agree to chelation</h2>
      <ul>
        <li>Which metal, which test, and what was my level compared with the lab’s reference range?</li>
        <li>Was that a standard test, or a provoked urine or hair test?</li>
        <li>Which drug will you use, exactly, and is it approved for my condition?</li>
        <li>What blood tests will you do before and during treatment, and who reads them?</li>
        <li>What are the risks for me, and what happens if I have a reaction during an infusion?</li>
        <li>Would a medical toxicologist agree that I need this? Can I get a second opinion?</li>
      </ul>
      <p>
        Questions about a possible poisoning? Call Poison Control at{" "}
        <a href="tel:+18002221222">1-800-222-1222</a>, any time. See also our{" "}
        <Link href="/detox-guide">complete detox guide</Link>.
      </p>
    </GuideArticle>
  );
}
