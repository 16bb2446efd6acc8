print("flash")
