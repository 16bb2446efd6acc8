"""flash serve in a real browser: Debian's chromium driven by Playwright, nothing downloaded.

Run by BrowserTests.swift with FLASH_SERVE_URL (a running `flash serve`), FLASH_BINARY and the
server's environment (FLASH_HOME...). A newcomer's path: make a list by pasting words, see its
pictures, choose a picture from the keyboard, learn the list by typing, undo an answer, see the
summary and the results; then `flash results` confirms every answer is in the store. A newcomer
also plays a guess game from the keyboard (the server's flash.conf gives 600 s an answer, so a
busy machine cannot make an answer late). Every
request the page makes must go to the server's own address.
"""
import json
import os
import subprocess
import sys
import unittest
from urllib.parse import urlparse

from playwright.sync_api import expect, sync_playwright

URL = os.environ["FLASH_SERVE_URL"]
FLASH = os.environ["FLASH_BINARY"]
CHROMIUM = os.environ.get("FLASH_CHROMIUM", "/usr/lib/chromium/chromium")
SHOTS = os.environ.get("FLASH_SCREENSHOTS")
SPANISH = {"dog": "perro", "cat": "gato", "apple": "manzana", "bread": "pan"}


def flash(*arguments):
    """Runs the flash tool on the server's FLASH_HOME and returns its standard output."""
    done = subprocess.run([FLASH, *arguments], capture_output=True, text=True, env=os.environ, timeout=120)
    if done.returncode != 0:
        raise AssertionError(f"flash {' '.join(arguments)} failed: {done.stderr}")
    return done.stdout


class NewcomerTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.playwright = sync_playwright().start()
        cls.browser = cls.playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()
        cls.playwright.stop()

    def setUp(self):
        self.context = self.browser.new_context(viewport={"width": 1100, "height": 850}, reduced_motion="reduce")
        self.page = self.context.new_page()
        self.requests = []
        self.errors = []
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))

    def tearDown(self):
        self.context.close()
        server = urlparse(URL)
        strangers = [url for url in self.requests if urlparse(url).netloc != server.netloc]
        self.assertEqual(strangers, [], "every request goes to the server itself")
        self.assertEqual(self.errors, [], "no script errors")

    def shot(self, name):
        if SHOTS:
            self.page.screenshot(path=os.path.join(SHOTS, f"serve-{name}.png"), full_page=True)

    def test_a_newcomer_makes_a_list_learns_it_and_sees_the_results(self):
        page = self.page
        page.goto(URL)
        expect(page.get_by_role("heading", name="Your lists")).to_be_visible()
        page.get_by_role("link", name="Make your first list").click()

        # Make a list by pasting words.
        page.get_by_label("Words", exact=True).fill("dog\ncat\napple\nbread")
        page.get_by_label("I am learning").select_option("es")
        page.get_by_label("Name").fill("kitchen")
        page.get_by_role("radio", name="green").check()
        self.shot("new")
        page.get_by_role("button", name="Make the list").click()
        expect(page.get_by_role("heading", name="kitchen")).to_be_visible(timeout=60_000)
        expect(page.get_by_text("Made 4 cards.")).to_be_visible()
        # Its pictures, with their text.
        for english, spanish in SPANISH.items():
            expect(page.get_by_role("img", name=f"{english} – {spanish}")).to_be_visible()
        self.assertEqual(page.locator(".cards img").evaluate_all("images => images.filter(i => i.naturalWidth > 0).length"), 4)
        self.shot("list")

        # Choose a card's picture from the keyboard: none, then the first candidate again.
        page.get_by_role("link", name="Edit dog – perro").click()
        group = page.get_by_role("radiogroup", name="Pictures for this card")
        expect(group).to_be_visible()
        page.get_by_role("radio", name="No picture").click()
        expect(page.get_by_text("The card has no picture now.")).to_be_visible()
        expect(page.get_by_role("radio", name="No picture")).to_have_attribute("aria-checked", "true")
        page.get_by_role("radio", name="No picture").focus()
        page.keyboard.press("ArrowLeft")
        candidate = page.get_by_role("radio", name="Picture 1 for dog: flash fixtures")
        expect(candidate).to_be_focused()
        page.keyboard.press("Enter")
        expect(page.get_by_text("Picture 1 chosen.")).to_be_visible()
        expect(page.get_by_role("radio", name="Picture 1 for dog: flash fixtures")).to_have_attribute("aria-checked", "true")
        expect(page.locator(".current-picture img")).to_have_attribute("alt", "dog – perro")
        self.shot("card")

        # Learn it by typing the Spanish word for each English one.
        page.get_by_role("link", name="← kitchen").click()
        page.get_by_role("link", name="Learn", exact=True).click()
        page.get_by_label("Answer by").select_option("type")
        page.get_by_label("Show", exact=True).select_option("native")
        page.get_by_role("button", name="Start").click()
        answer = page.get_by_label("Answer")
        expect(answer).to_be_focused()
        shown = page.locator(".question .shown")

        first = shown.inner_text()
        answer.fill("zzz")
        page.keyboard.press("Enter")
        expect(page.locator(".verdict .headline")).to_have_text(f"✘ Wrong: {SPANISH[first]}")
        self.shot("learn-wrong")
        # Undo: the answer is taken back and the card asked again.
        page.get_by_role("button", name="Undo").click()
        expect(page.locator(".verdict")).to_contain_text(f"Took back “{first}”")
        expect(shown).to_have_text(first)
        for number in range(4):
            word = shown.inner_text()
            typed = SPANISH[word] if number != 1 else SPANISH[word][:-1]
            answer.fill(typed)
            page.keyboard.press("Enter")
            if number == 1:
                expect(page.locator(".verdict .headline")).to_have_text(f"≈ Almost: {SPANISH[word]}")
                expect(page.locator(".verdict ins")).to_have_text(SPANISH[word][-1])
                self.shot("learn-almost")
            if number < 3:
                expect(shown).not_to_have_text(word)
        expect(page.get_by_role("heading", name="Done!")).to_be_visible()
        expect(page.locator(".summary").get_by_text("Session completed: 4/4 right (100%)")).to_be_visible()
        expect(page.locator("#announce")).to_contain_text("Session completed: 4/4 right (100%)")
        self.shot("summary")

        # The answers are in the store, as the terminal reads them.
        results = json.loads(flash("results", "kitchen", "--json"))
        self.assertEqual(results["last"]["answered"], 4)
        self.assertEqual(results["last"]["right"], 4)
        self.assertEqual(results["last"]["verdicts"], {"correct": 3, "almost": 1, "wrong": 0, "skipped": 0}, "the wrong answer was taken back")
        self.assertEqual(results["last"]["ending"], "completed")

        # The results page charts them.
        page.get_by_role("link", name="Results").click()
        expect(page.get_by_role("heading", name="Results of kitchen")).to_be_visible()
        expect(page.get_by_role("img", name="Score per session (%)")).to_be_visible()
        self.shot("results")

    def test_self_grading_uses_the_keys_shown_on_the_buttons(self):
        made = subprocess.run([FLASH, "new", "--lang", "es", "--name", "pantry", "--style", "orange"], input="dog\ncat\n",
                              capture_output=True, text=True, env=os.environ, timeout=120)
        self.assertEqual(made.returncode, 0, made.stderr)
        page = self.page
        page.goto(URL + "#/lists/pantry/learn")
        page.get_by_label("Answer by").select_option("self")
        page.get_by_role("button", name="Start").click()
        reveal = page.get_by_role("button", name="Show answer")
        expect(reveal).to_have_attribute("aria-keyshortcuts", "Space")
        self.shot("learn-self")
        page.keyboard.press(" ")
        good = page.get_by_role("button", name="Good")
        expect(good).to_have_attribute("aria-keyshortcuts", "3")
        expect(page.locator("#announce")).to_contain_text("Answer:")
        self.shot("learn-graded")
        page.keyboard.press("1")
        expect(page.locator(".verdict .headline")).to_contain_text("Wrong")
        page.keyboard.press("u")
        expect(page.locator(".verdict")).to_contain_text("Took back")
        page.keyboard.press(" ")
        expect(good).to_be_visible()
        page.keyboard.press("4")
        expect(page.locator(".verdict .headline")).to_have_text("✔ Right")
        results = json.loads(flash("results", "pantry", "--json"))
        self.assertEqual(results["last"]["answered"], 1)

    def test_a_newcomer_plays_a_guess_game_from_the_keyboard(self):
        made = subprocess.run([FLASH, "new", "--lang", "es", "--name", "zoo"], input="dog\ncat\napple\nbread\n",
                              capture_output=True, text=True, env=os.environ, timeout=120)
        self.assertEqual(made.returncode, 0, made.stderr)
        page = self.page
        page.goto(URL)
        page.get_by_role("link", name="Games").click()
        expect(page.get_by_role("heading", name="Games")).to_be_visible()
        page.get_by_label("Words").select_option("zoo")
        page.get_by_role("button", name="Play").first.click()
        yes = page.get_by_role("button", name="Yes, right")
        expect(yes).to_have_attribute("aria-keyshortcuts", "y")
        expect(yes.locator("kbd")).to_have_text("y")
        expect(page.get_by_role("button", name="No, wrong")).to_have_attribute("aria-keyshortcuts", "n")
        expect(yes).to_be_focused()
        self.shot("guess")
        spanish = {english: learned for english, learned in SPANISH.items()}
        for number in range(1, 16):
            question = page.locator(f'section[aria-label="Question {number}"] .shown')
            expect(question).to_be_visible()
            learned, english = question.inner_text().rstrip("?").split(" = ")
            page.keyboard.press("y" if spanish.get(english) == learned else "n")
            expect(page.locator(".verdict .headline")).to_contain_text("✔ right")
            if number == 1:
                self.shot("guess-verdict")
        expect(page.get_by_role("heading", name="Game over")).to_be_visible()
        expect(page.locator("#announce")).to_contain_text("Game over (after 15 answers): 15 right, 0 wrong.")
        expect(page.get_by_role("button", name="Play again")).to_have_attribute("aria-keyshortcuts", "a")
        self.shot("guess-over")

        # Stored as `flash guess` stores a game: its score is the profile's best guess game.
        profile = json.loads(flash("profile", "--json"))
        self.assertEqual(profile["stats"]["bestGuess"], 15)
        self.assertEqual(profile["stats"]["gamesPlayed"].get("guess"), 1)

        # Another game, from the keyboard.
        page.keyboard.press("a")
        expect(page.locator('section[aria-label="Question 1"] .shown')).to_be_visible()
        page.set_viewport_size({"width": 375, "height": 740})
        self.assertLessEqual(page.evaluate("document.documentElement.scrollWidth"), 375)
        self.shot("guess-phone")

    def test_the_pages_fit_a_phone(self):
        made = subprocess.run([FLASH, "new", "--lang", "es", "--name", "phone"], input="dog\ncat\napple\n",
                              capture_output=True, text=True, env=os.environ, timeout=120)
        self.assertEqual(made.returncode, 0, made.stderr)
        page = self.page
        page.set_viewport_size({"width": 375, "height": 740})
        for path in ["", "#/new", "#/lists/phone", "#/lists/phone/learn", "#/status", "#/review", "#/games", "#/story"]:
            page.goto(URL + path)
            page.wait_for_load_state("networkidle")
            width = page.evaluate("document.documentElement.scrollWidth")
            self.assertLessEqual(width, 375, f"{path or '/'} is {width} px wide at 375")
        page.goto(URL + "#/lists/phone/learn")
        page.get_by_role("button", name="Start").click()
        expect(page.locator(".question")).to_be_visible()
        self.assertLessEqual(page.evaluate("document.documentElement.scrollWidth"), 375)
        self.shot("phone")


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
