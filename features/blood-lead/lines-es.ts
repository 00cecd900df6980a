/**
 * The Spanish text of every sentence bands.ts can put in an answer, keyed by the English sentence (issue 54).
 * bands.ts stays the one place that decides the band, the lines, the next step and the deadline; the Spanish
 * answer is the English answer with each sentence replaced by its translation here, so the numbers cannot drift.
 * A sentence changed or added in bands.ts without its Spanish here fails lines-es.test.ts (every boundary, every
 * path). `{value}` stands for the visitor's own result. Each translation says what the English says, no more.
 */
export const LINES_ES: Record<string, string> = {
  // ---------------------------------------------------------------- bands
  "Below 3.5 µg/dL": "Menos de 3.5 µg/dL",
  "3.5 to 19 µg/dL": "De 3.5 a 19 µg/dL",
  "20 to 44 µg/dL": "De 20 a 44 µg/dL",
  "45 to 69 µg/dL": "De 45 a 69 µg/dL",
  "70 µg/dL or higher": "70 µg/dL o más",
  "Below 5 µg/dL": "Menos de 5 µg/dL",
  "5 to 44 µg/dL": "De 5 a 44 µg/dL",
  "45 µg/dL or higher": "45 µg/dL o más",
  "5 to 9 µg/dL": "De 5 a 9 µg/dL",
  "10 to 19 µg/dL": "De 10 a 19 µg/dL",
  "20 to 29 µg/dL": "De 20 a 29 µg/dL",
  "30 to 79 µg/dL": "De 30 a 79 µg/dL",
  "80 µg/dL or higher": "80 µg/dL o más",

  // ---------------------------------------------------------------- headings and care links
  "What CDC and the AAP recommend": "Lo que recomiendan los CDC y la AAP",
  "If the venous test confirms this range, CDC recommends": "Si la prueba venosa confirma este rango, los CDC recomiendan",
  "What CDC and PEHSU recommend": "Lo que recomiendan los CDC y las PEHSU",
  "What the adult guidance recommends": "Lo que recomienda la guía para adultos",
  "Find your regional Pediatric Environmental Health Specialty Unit (PEHSU)":
    "Encuentre su Unidad Pediátrica Especializada en Salud Ambiental (PEHSU) regional",
  "Find occupational medicine": "Buscar medicina ocupacional",
  "Find medical toxicology": "Buscar toxicología médica",

  // ---------------------------------------------------------------- the emergency rule
  "Go to the emergency room or call 911 now, whatever the number, if someone with lead exposure has repeated vomiting, is unusually sleepy or hard to wake, very irritable or agitated, clumsy or unsteady on their feet, has a headache that will not go away, or has a seizure: these can be signs that lead is affecting the brain.":
    "Vaya a la sala de emergencias o llame al 911 ahora, sea cual sea el número, si una persona expuesta al plomo vomita repetidamente, tiene un sueño fuera de lo común o cuesta despertarla, está muy irritable o agitada, torpe o inestable al caminar, tiene un dolor de cabeza que no se le quita o tiene una convulsión: pueden ser señales de que el plomo está afectando el cerebro.",
  "Lead poisoning with symptoms is treated as an emergency.": "La intoxicación por plomo con síntomas se trata como una emergencia.",

  // ---------------------------------------------------------------- children
  "This is below CDC's blood lead reference value of 3.5 µg/dL.": "Está por debajo del valor de referencia de plomo en sangre de los CDC, 3.5 µg/dL.",
  "No safe blood lead level in children is known: even small amounts of lead can harm a child's developing brain.":
    "No se conoce ningún nivel de plomo en sangre seguro para los niños: incluso pequeñas cantidades de plomo pueden dañar el cerebro en desarrollo de un niño.",
  "CDC asks for a venous test when a fingerstick result is at or above 3.5 µg/dL; this result is below that.":
    "Los CDC piden una prueba venosa cuando un resultado de pinchazo en el dedo es de 3.5 µg/dL o más; este resultado está por debajo.",
  "At this level CDC recommends guidance about common sources of lead and how to prevent exposure, routine checks of the child's development and nutrition (with a focus on iron and calcium), and follow-up blood lead tests at the intervals recommended for the child's age.":
    "A este nivel, los CDC recomiendan orientación sobre las fuentes comunes de plomo y cómo prevenir la exposición, controles de rutina del desarrollo y la nutrición del niño (con atención al hierro y al calcio) y pruebas de plomo en sangre de seguimiento en los intervalos recomendados para la edad del niño.",
  "The American Academy of Pediatrics notes that no treatment reverses the permanent effects of lead on a child's development, and that reducing lead from homes, soil, water, food and consumer products is an effective way to prevent or control a child's exposure.":
    "La Academia Americana de Pediatría señala que ningún tratamiento revierte los efectos permanentes del plomo en el desarrollo de un niño, y que reducir el plomo en las viviendas, el suelo, el agua, los alimentos y los productos de consumo es una forma eficaz de prevenir o controlar la exposición de un niño.",
  "Chelation and \u201cdetox\u201d treatments are not recommended at this level: CDC's guidance reserves chelation (medicine that binds lead) for children whose blood lead is 45 µg/dL or higher.":
    "A este nivel no se recomiendan la quelación ni los tratamientos de \u201cdesintoxicación\u201d: la guía de los CDC reserva la quelación (un medicamento que se une al plomo) para los niños con plomo en sangre de 45 µg/dL o más.",
  "This is at or above CDC's blood lead reference value of 3.5 µg/dL, which CDC uses to identify children exposed to more lead than most other U.S. children and to help decide whether medical or environmental follow-up should begin.":
    "Está en el valor de referencia de plomo en sangre de los CDC, 3.5 µg/dL, o por encima; los CDC usan ese valor para identificar a los niños expuestos a más plomo que la mayoría de los demás niños de EE. UU. y para ayudar a decidir si debe empezar un seguimiento médico o ambiental.",
  "Learn the common sources of lead (paint in homes built before 1978, contaminated soil, contaminated drinking water) and how to prevent more exposure: wash the child's hands often, especially before meals, and wipe and clean the child's toys often.":
    "Conozca las fuentes comunes de plomo (la pintura de las viviendas construidas antes de 1978, el suelo contaminado, el agua potable contaminada) y cómo evitar más exposición: lávele las manos al niño a menudo, sobre todo antes de comer, y limpie a menudo los juguetes del niño.",
  "In a home built before 1978: wet-wipe windows and windowsills, wet-mop floors, avoid renovations that may create lead-paint dust, and cover chipping or peeling paint.":
    "En una vivienda construida antes de 1978: limpie con un paño húmedo las ventanas y los alféizares, trapee los pisos en húmedo, evite las remodelaciones que puedan crear polvo de pintura con plomo y cubra la pintura descascarada o que se está pelando.",
  "From the reference value up, CDC's table adds an environmental investigation (a history of where the lead may come from, and a home visit), nutritional counseling about calcium and iron with lab work for iron status when needed, and routine checks of the child's development.":
    "A partir del valor de referencia, la tabla de los CDC agrega una investigación ambiental (una historia de dónde puede venir el plomo y una visita a la vivienda), asesoría nutricional sobre el calcio y el hierro con análisis del nivel de hierro cuando haga falta, y controles de rutina del desarrollo del niño.",
  "Give the child regular meals with foods rich in iron and calcium: the doctor can check iron status.":
    "Dele al niño comidas regulares con alimentos ricos en hierro y calcio: el médico puede revisar el nivel de hierro.",
  "Most states require an elevated blood lead level to be reported to the state health department; the child's doctor can refer you to local services where they exist.":
    "La mayoría de los estados exigen que un nivel elevado de plomo en sangre se informe al departamento de salud del estado; el médico del niño puede remitirle a los servicios locales donde existan.",
  "CDC also lists a complete medical history and physical exam, blood tests for iron status and hemoglobin or hematocrit, an environmental investigation of the home with lead hazard reduction, monitoring of the child's development, and an abdominal X-ray if the child may have swallowed lead particles (with bowel decontamination if indicated).":
    "Los CDC también indican una historia clínica completa y un examen físico, análisis de sangre del nivel de hierro y de la hemoglobina o el hematocrito, una investigación ambiental de la vivienda con reducción de los peligros del plomo, el seguimiento del desarrollo del niño y una radiografía abdominal si el niño pudo haber tragado partículas de plomo (con descontaminación intestinal si está indicada).",
  "CDC lists the steps for 20 to 44 µg/dL (history and physical exam, iron and blood tests, investigation of the home, lead hazard reduction, developmental monitoring) plus an abdominal X-ray with bowel decontamination if indicated, and chelation therapy.":
    "Los CDC indican los pasos de 20 a 44 µg/dL (historia clínica y examen físico, análisis de hierro y de sangre, investigación de la vivienda, reducción de los peligros del plomo, seguimiento del desarrollo), además de una radiografía abdominal con descontaminación intestinal si está indicada, y la terapia de quelación.",
  "From 45 µg/dL, CDC's recommendations include chelation therapy.": "A partir de 45 µg/dL, las recomendaciones de los CDC incluyen la terapia de quelación.",
  "At 70 µg/dL or higher, CDC's recommendation is to hospitalize the child and start chelation therapy.":
    "Con 70 µg/dL o más, la recomendación de los CDC es hospitalizar al niño y empezar la terapia de quelación.",
  "At 70 µg/dL or higher, CDC's table says to hospitalize the child and start chelation.": "Con 70 µg/dL o más, la tabla de los CDC indica hospitalizar al niño y empezar la quelación.",
  "At 45 to 69 µg/dL, CDC's table lists oral chelation therapy, and hospitalization if a lead-safe home cannot be assured.":
    "De 45 a 69 µg/dL, la tabla de los CDC indica la terapia de quelación por vía oral, y la hospitalización si no se puede asegurar una vivienda sin peligro de plomo.",
  "Chelation does not replace ending the exposure: FDA's label for succimer, the oral chelation drug, says it is not for preventing lead poisoning in a lead-containing environment.":
    "La quelación no reemplaza poner fin a la exposición: la etiqueta de la FDA del succímero, el medicamento de quelación por vía oral, dice que no sirve para prevenir la intoxicación por plomo en un entorno con plomo.",
  "Chelation is a prescription treatment, never a home or over-the-counter one: there are no FDA-approved over-the-counter chelation products.":
    "La quelación es un tratamiento con receta, nunca casero ni de venta libre: no hay productos de quelación de venta libre aprobados por la FDA.",
  "The Pediatric Environmental Health Specialty Units (PEHSU), a national network of experts in children's environmental health, offer consultation and referrals: the child's doctor can contact the regional unit.":
    "Las Unidades Pediátricas Especializadas en Salud Ambiental (PEHSU), una red nacional de expertos en la salud ambiental de los niños, ofrecen consultas y remisiones: el médico del niño puede comunicarse con la unidad regional.",
  "CDC's schedule for follow-up venous blood lead tests at this level: every 3 months for the first 2 to 4 tests, then every 6 to 9 months once the level is falling.":
    "El calendario de los CDC para las pruebas venosas de plomo en sangre de seguimiento a este nivel: cada 3 meses para las primeras 2 a 4 pruebas, y luego cada 6 a 9 meses una vez que el nivel esté bajando.",
  "CDC's schedule for follow-up venous blood lead tests at this level: every 1 to 3 months for the first 2 to 4 tests, then every 3 to 6 months once the level is falling.":
    "El calendario de los CDC para las pruebas venosas de plomo en sangre de seguimiento a este nivel: cada 1 a 3 meses para las primeras 2 a 4 pruebas, y luego cada 3 a 6 meses una vez que el nivel esté bajando.",
  "CDC's schedule for follow-up venous blood lead tests at this level: every 2 weeks to 1 month for the first 2 to 4 tests, then every 1 to 3 months once the level is falling.":
    "El calendario de los CDC para las pruebas venosas de plomo en sangre de seguimiento a este nivel: cada 2 semanas a 1 mes para las primeras 2 a 4 pruebas, y luego cada 1 a 3 meses una vez que el nivel esté bajando.",
  "CDC's schedule for follow-up venous blood lead tests at this level: as soon as possible.":
    "El calendario de los CDC para las pruebas venosas de plomo en sangre de seguimiento a este nivel: lo antes posible.",
  "A fingerstick (capillary) result at or above 3.5 µg/dL should be confirmed with a blood sample from a vein. For a fingerstick result of {value} µg/dL, CDC's schedule is within 3 months: the higher the result, the more urgent the venous test.":
    "Un resultado de pinchazo en el dedo (capilar) de 3.5 µg/dL o más debe confirmarse con una muestra de sangre de una vena. Para un resultado de pinchazo en el dedo de {value} µg/dL, el calendario de los CDC es en un plazo de 3 meses: cuanto más alto el resultado, más urgente la prueba venosa.",
  "A fingerstick (capillary) result at or above 3.5 µg/dL should be confirmed with a blood sample from a vein. For a fingerstick result of {value} µg/dL, CDC's schedule is within 1 month: the higher the result, the more urgent the venous test.":
    "Un resultado de pinchazo en el dedo (capilar) de 3.5 µg/dL o más debe confirmarse con una muestra de sangre de una vena. Para un resultado de pinchazo en el dedo de {value} µg/dL, el calendario de los CDC es en un plazo de 1 mes: cuanto más alto el resultado, más urgente la prueba venosa.",
  "A fingerstick (capillary) result at or above 3.5 µg/dL should be confirmed with a blood sample from a vein. For a fingerstick result of {value} µg/dL, CDC's schedule is within 2 weeks: the higher the result, the more urgent the venous test.":
    "Un resultado de pinchazo en el dedo (capilar) de 3.5 µg/dL o más debe confirmarse con una muestra de sangre de una vena. Para un resultado de pinchazo en el dedo de {value} µg/dL, el calendario de los CDC es en un plazo de 2 semanas: cuanto más alto el resultado, más urgente la prueba venosa.",
  "A fingerstick (capillary) result at or above 3.5 µg/dL should be confirmed with a blood sample from a vein. For a fingerstick result of {value} µg/dL, CDC's schedule is within 48 hours: the higher the result, the more urgent the venous test.":
    "Un resultado de pinchazo en el dedo (capilar) de 3.5 µg/dL o más debe confirmarse con una muestra de sangre de una vena. Para un resultado de pinchazo en el dedo de {value} µg/dL, el calendario de los CDC es en un plazo de 48 horas: cuanto más alto el resultado, más urgente la prueba venosa.",
  "A fingerstick (capillary) result at or above 3.5 µg/dL should be confirmed with a blood sample from a vein. CDC's schedule gives at most 48 hours from 45 µg/dL, and says the higher the result, the more urgent the venous test: {value} µg/dL is in the range where CDC's table calls for a hospital stay and chelation.":
    "Un resultado de pinchazo en el dedo (capilar) de 3.5 µg/dL o más debe confirmarse con una muestra de sangre de una vena. El calendario de los CDC da como máximo 48 horas a partir de 45 µg/dL, y dice que cuanto más alto el resultado, más urgente la prueba venosa: {value} µg/dL está en el rango en el que la tabla de los CDC indica una hospitalización y quelación.",
  "CDC's table is written for young children. No source we checked gives other bands for older children, so this page shows the same ones: ask the child's doctor how they apply.":
    "La tabla de los CDC está escrita para niños pequeños. Ninguna fuente que revisamos da otros rangos para niños mayores, así que esta página muestra los mismos: pregunte al médico del niño cómo se aplican.",
  "Keep the routine checks and blood lead tests the child's doctor recommends for the child's age.":
    "Siga con los controles de rutina y las pruebas de plomo en sangre que el médico del niño recomienda para la edad del niño.",
  "Book the venous test within 3 months, and ask the child's doctor about finding the source of the lead.":
    "Pida la prueba venosa en un plazo de 3 meses y pregunte al médico del niño cómo encontrar la fuente del plomo.",
  "Book the venous test within 1 month, and ask the child's doctor about finding the source of the lead.":
    "Pida la prueba venosa en un plazo de 1 mes y pregunte al médico del niño cómo encontrar la fuente del plomo.",
  "Book the venous test within 2 weeks, and ask the child's doctor about finding the source of the lead.":
    "Pida la prueba venosa en un plazo de 2 semanas y pregunte al médico del niño cómo encontrar la fuente del plomo.",
  "Ask the child's doctor about the next venous test (every 3 months) and about finding the source of the lead.":
    "Pregunte al médico del niño por la próxima prueba venosa (cada 3 meses) y cómo encontrar la fuente del plomo.",
  "Ask the child's doctor about the next venous test (every 1 to 3 months) and about finding the source of the lead.":
    "Pregunte al médico del niño por la próxima prueba venosa (cada 1 a 3 meses) y cómo encontrar la fuente del plomo.",
  "Ask the child's doctor about the next venous test (every 2 weeks to 1 month) and about finding the source of the lead.":
    "Pregunte al médico del niño por la próxima prueba venosa (cada 2 semanas a 1 mes) y cómo encontrar la fuente del plomo.",
  "Call the child's doctor today: the venous test that confirms this result is due within 48 hours, and at this level CDC's steps include chelation.":
    "Llame hoy al médico del niño: la prueba venosa que confirma este resultado debe hacerse en un plazo de 48 horas, y a este nivel los pasos de los CDC incluyen la quelación.",
  "Call the child's doctor now and have the venous test today, as an emergency test: at 70 µg/dL or higher CDC's steps include a hospital stay and chelation.":
    "Llame ahora al médico del niño y hágale la prueba venosa hoy, como prueba de emergencia: con 70 µg/dL o más, los pasos de los CDC incluyen una hospitalización y quelación.",
  "Call the child's doctor today: at this level CDC's steps include chelation.": "Llame hoy al médico del niño: a este nivel los pasos de los CDC incluyen la quelación.",
  "Call the child's doctor today: at this level CDC's steps include chelation and a hospital stay.":
    "Llame hoy al médico del niño: a este nivel los pasos de los CDC incluyen la quelación y una hospitalización.",
  "When should the next blood lead test be, and should the blood come from a vein?": "¿Cuándo debe ser la próxima prueba de plomo en sangre, y la sangre debe sacarse de una vena?",
  "Can the health department check our home for lead, and should anyone else in the family be tested?":
    "¿Puede el departamento de salud revisar si hay plomo en nuestra vivienda, y alguien más de la familia debe hacerse la prueba?",
  "Does my child need tests for iron or anemia, or a check of their development?": "¿Necesita mi hijo pruebas de hierro o de anemia, o un control de su desarrollo?",

  // ---------------------------------------------------------------- pregnancy and breastfeeding
  "No safe blood lead level has been identified.": "No se ha identificado ningún nivel de plomo en sangre seguro.",
  "Lead can pass to a baby during pregnancy and breastfeeding, through blood and breast milk; lead stored in the mother's bones from earlier exposure can be released then too.":
    "El plomo puede pasar al bebé durante el embarazo y la lactancia, por la sangre y la leche materna; el plomo guardado en los huesos de la madre por una exposición anterior también puede liberarse en ese tiempo.",
  "This is below 5 µg/dL, the level at which CDC's guidance asks the health care provider to look for the source of the lead.":
    "Está por debajo de 5 µg/dL, el nivel a partir del cual la guía de los CDC pide al profesional de la salud que busque la fuente del plomo.",
  "At 5 µg/dL or higher, the health care provider should try to find the source of the lead, working with the local health department and occupational medicine specialists as needed.":
    "Con 5 µg/dL o más, el profesional de la salud debe tratar de encontrar la fuente del plomo, junto con el departamento de salud local y especialistas en medicina ocupacional según sea necesario.",
  "Pregnant women are advised to avoid lead exposure at work or in hobbies that would raise their blood lead above 5 µg/dL.":
    "Se aconseja a las mujeres embarazadas evitar la exposición al plomo en el trabajo o en pasatiempos que eleven su plomo en sangre por encima de 5 µg/dL.",
  "Depending on the level, care may include nutrition counseling, calcium supplements, referral to services and more tests; the most important step is to find and end the exposure.":
    "Según el nivel, la atención puede incluir asesoría nutricional, suplementos de calcio, remisión a servicios y más pruebas; el paso más importante es encontrar la exposición y ponerle fin.",
  "At 45 µg/dL or higher, the pregnancy should be treated as high-risk, with advice from an expert in lead poisoning and chelation, and a referral to a maternal-fetal medicine specialist.":
    "Con 45 µg/dL o más, el embarazo debe tratarse como de alto riesgo, con el consejo de un experto en intoxicación por plomo y quelación, y una remisión a un especialista en medicina materno-fetal.",
  "CDC recommends that mothers with blood lead below 40 µg/dL breastfeed.": "Los CDC recomiendan que las madres con plomo en sangre por debajo de 40 µg/dL amamanten.",
  "When the mother's level is between 5 and 39 µg/dL, the baby's blood lead should be monitored.":
    "Cuando el nivel de la madre está entre 5 y 39 µg/dL, se debe vigilar el plomo en sangre del bebé.",
  "If the baby's level is 5 µg/dL or higher and rising or not falling, no other source is found, and the mother's level is 20 µg/dL or higher, breast milk may be the source: CDC says mothers should then consider pumping and discarding their milk for a while, until their level is lower.":
    "Si el nivel del bebé es de 5 µg/dL o más y sube o no baja, no se encuentra otra fuente y el nivel de la madre es de 20 µg/dL o más, la leche materna puede ser la fuente: los CDC dicen que entonces las madres deben considerar extraerse la leche y desecharla por un tiempo, hasta que su nivel sea más bajo.",
  "At 40 µg/dL or higher, it may be advisable to pump and discard breast milk until the mother's level is below 40 µg/dL. PEHSU recommends consulting a PEHSU specialist or a clinician experienced in lead poisoning before stopping breastfeeding.":
    "Con 40 µg/dL o más, puede ser aconsejable extraerse la leche materna y desecharla hasta que el nivel de la madre esté por debajo de 40 µg/dL. Las PEHSU recomiendan consultar a un especialista de las PEHSU o a un profesional con experiencia en intoxicación por plomo antes de dejar de amamantar.",
  "These figures are for blood lead in general. If this was a fingerstick test, ask the doctor whether a venous test is needed to confirm it.":
    "Estas cifras son para el plomo en sangre en general. Si fue una prueba de pinchazo en el dedo, pregunte al médico si hace falta una prueba venosa para confirmarla.",
  "Call your obstetric provider today: ask for care as a high-risk pregnancy, with a lead poisoning expert.":
    "Llame hoy a su proveedor de obstetricia: pida atención como embarazo de alto riesgo, con un experto en intoxicación por plomo.",
  "Tell your obstetric provider the result at your next visit.": "Dígale el resultado a su proveedor de obstetricia en su próxima consulta.",
  "Ask your obstetric provider about finding the source of the lead and when to test again.":
    "Pregunte a su proveedor de obstetricia cómo encontrar la fuente del plomo y cuándo repetir la prueba.",
  "When should my blood lead be tested again, and should the baby be tested after birth?":
    "¿Cuándo debo repetir la prueba de plomo en sangre, y se le debe hacer la prueba al bebé después de nacer?",
  "Where could the lead be coming from, and who can help me find it at home or at work?":
    "¿De dónde podría venir el plomo, y quién me puede ayudar a encontrarlo en casa o en el trabajo?",
  "Should I take calcium or iron, and is breastfeeding safe at my level?": "¿Debo tomar calcio o hierro, y es seguro amamantar con mi nivel?",

  // ---------------------------------------------------------------- adults
  "This is below 5 µg/dL, the reference blood lead level NIOSH set for adults in 2015 (measured in a venous sample).":
    "Está por debajo de 5 µg/dL, el nivel de referencia de plomo en sangre que NIOSH fijó para adultos en 2015 (medido en una muestra venosa).",
  "This is at or above 5 µg/dL, the reference blood lead level NIOSH set for adults in 2015 (measured in a venous sample); from this level a result is called elevated.":
    "Está en 5 µg/dL o por encima, el nivel de referencia de plomo en sangre que NIOSH fijó para adultos en 2015 (medido en una muestra venosa); a partir de este nivel un resultado se considera elevado.",
  "Published research shows the potential for high blood pressure, effects on kidney function, problems with thinking, and harm to women's reproductive health in adults with blood lead below 40 µg/dL.":
    "Los estudios publicados muestran la posibilidad de presión arterial alta, efectos en la función de los riñones, problemas para pensar y daño a la salud reproductiva de las mujeres en adultos con plomo en sangre por debajo de 40 µg/dL.",
  "For people who work with lead and whose level stays below 10 µg/dL, the guidance is a blood lead test every 6 months.":
    "Para las personas que trabajan con plomo y cuyo nivel se mantiene por debajo de 10 µg/dL, la guía indica una prueba de plomo en sangre cada 6 meses.",
  "For people who work with lead, the guidance at 10 to 19 µg/dL is a blood lead test every 3 months.":
    "Para las personas que trabajan con plomo, la guía de 10 a 19 µg/dL indica una prueba de plomo en sangre cada 3 meses.",
  "Removal from lead exposure should be considered if workplace controls do not bring the level below 10 µg/dL over time.":
    "Se debe considerar retirar a la persona de la exposición al plomo si los controles en el lugar de trabajo no bajan el nivel por debajo de 10 µg/dL con el tiempo.",
  "At 20 to 29 µg/dL the guidance is to repeat the test in 4 weeks and remove the person from lead exposure if it is still 20 µg/dL or higher, with a yearly lead medical exam.":
    "De 20 a 29 µg/dL, la guía indica repetir la prueba en 4 semanas y retirar a la persona de la exposición al plomo si sigue en 20 µg/dL o más, con un examen médico anual por plomo.",
  "At 30 to 79 µg/dL the guidance is to end the exposure (removal from lead work) and a prompt medical evaluation.":
    "De 30 a 79 µg/dL, la guía indica poner fin a la exposición (retirar a la persona del trabajo con plomo) y una evaluación médica pronto.",
  "At 80 µg/dL or higher the guidance is to end the exposure and an urgent medical evaluation; chelation therapy may be indicated.":
    "Con 80 µg/dL o más, la guía indica poner fin a la exposición y una evaluación médica urgente; la terapia de quelación puede estar indicada.",
  "OSHA's lead standards require an employer to remove a worker from lead exposure at 60 µg/dL or more, or an average of 50 µg/dL or more, in general industry (29 CFR 1910.1025), and at 50 µg/dL or more in construction (29 CFR 1926.62). The medical guidance above recommends removal at lower levels.":
    "Las normas de OSHA sobre el plomo exigen que el empleador retire a un trabajador de la exposición al plomo con 60 µg/dL o más, o un promedio de 50 µg/dL o más, en la industria general (29 CFR 1910.1025), y con 50 µg/dL o más en la construcción (29 CFR 1926.62). La guía médica de arriba recomienda el retiro a niveles más bajos.",
  "Chelation may have a supporting role in treating highly exposed adults with symptoms of lead poisoning; it is not recommended for adults without symptoms whose levels are low.":
    "La quelación puede tener un papel de apoyo en el tratamiento de adultos muy expuestos con síntomas de intoxicación por plomo; no se recomienda para adultos sin síntomas cuyos niveles son bajos.",
  "NIOSH's reference level is for a venous sample: ask the doctor whether a venous test is needed to confirm a fingerstick result.":
    "El nivel de referencia de NIOSH es para una muestra venosa: pregunte al médico si hace falta una prueba venosa para confirmar un resultado de pinchazo en el dedo.",
  "See a doctor today for an urgent medical evaluation, and stop the exposure.": "Vea hoy a un médico para una evaluación médica urgente y ponga fin a la exposición.",
  "See a doctor promptly for a medical evaluation, and stop the exposure.": "Vea pronto a un médico para una evaluación médica y ponga fin a la exposición.",
  "Ask your doctor or an occupational medicine clinic about the source and when to test again.":
    "Pregunte a su médico o a una clínica de medicina ocupacional por la fuente y cuándo repetir la prueba.",
  "Ask your doctor when to test again if you work with lead.": "Pregunte a su médico cuándo repetir la prueba si trabaja con plomo.",
  "When should my blood lead be tested again?": "¿Cuándo debo repetir la prueba de plomo en sangre?",
  "Should I be removed from lead work, and who can look at my workplace or hobbies?":
    "¿Debo dejar el trabajo con plomo, y quién puede revisar mi lugar de trabajo o mis pasatiempos?",
  "Could the lead affect my blood pressure, kidneys or family, and should they be checked?":
    "¿Podría el plomo afectar mi presión arterial, mis riñones o a mi familia, y se deben revisar?",

  // ---------------------------------------------------------------- what not to do
  "Do not rely on a \u201cprovoked\u201d or \u201cchallenge\u201d urine test, where a chelating drug is given before the urine is collected. The American College of Medical Toxicology states that this testing has not been scientifically validated, has no demonstrated benefit, and may be harmful.":
    "No confíe en una prueba de orina \u201cprovocada\u201d o \u201cde provocación\u201d, en la que se da un medicamento quelante antes de recoger la orina. El Colegio Americano de Toxicología Médica afirma que estas pruebas no se han validado científicamente, no tienen un beneficio demostrado y pueden ser dañinas.",
  "Do not use over-the-counter chelation or \u201cdetox\u201d products. There are no FDA-approved over-the-counter chelation products: approved chelating drugs are prescription only, and FDA advises consumers to avoid non-prescription products offered for chelation or detoxification.":
    "No use productos de quelación o de \u201cdesintoxicación\u201d de venta libre. No hay productos de quelación de venta libre aprobados por la FDA: los medicamentos quelantes aprobados son solo con receta, y la FDA aconseja a los consumidores evitar los productos sin receta que se ofrecen para la quelación o la desintoxicación.",
  "Chelation products, even when used under medical supervision, can cause serious harm, including dehydration, kidney failure and death: chelation is for confirmed high levels only.":
    "Los productos de quelación, incluso usados bajo supervisión médica, pueden causar daños graves, como deshidratación, insuficiencia renal y la muerte: la quelación es solo para niveles altos confirmados.",
  "At this level, chelation with an approved prescription drug, supervised by a doctor experienced in lead poisoning, is what CDC recommends. The deaths reported after chelation in 2003 to 2005 followed edetate disodium, a different drug from the edetate calcium disodium used for lead poisoning.":
    "A este nivel, lo que recomiendan los CDC es la quelación con un medicamento con receta aprobado, supervisada por un médico con experiencia en intoxicación por plomo. Las muertes informadas después de la quelación de 2003 a 2005 siguieron al edetato disódico, un medicamento distinto del edetato de calcio disódico que se usa para la intoxicación por plomo.",
  "At this level, chelation may be part of care: CDC advises that a clinician considering it consult an expert in treating lead poisoning, and it is given with an approved prescription drug under supervision. The deaths reported after chelation in 2003 to 2005 followed edetate disodium, a different drug from the edetate calcium disodium used for lead poisoning.":
    "A este nivel, la quelación puede ser parte de la atención: los CDC aconsejan que el profesional que la considere consulte a un experto en el tratamiento de la intoxicación por plomo, y se da con un medicamento con receta aprobado, bajo supervisión. Las muertes informadas después de la quelación de 2003 a 2005 siguieron al edetato disódico, un medicamento distinto del edetato de calcio disódico que se usa para la intoxicación por plomo.",
  "Tests of hair, teeth or fingernails for lead are not recommended at any blood lead level.":
    "No se recomiendan las pruebas de plomo en el cabello, los dientes o las uñas, sea cual sea el nivel de plomo en sangre.",
};
